import Foundation

/// Which targets of a package are built with default `MainActor` isolation (Swift 6.2's
/// `.defaultIsolation(MainActor.self)`, or `unsafeFlags(["-default-isolation", "MainActor"])`).
/// `swift package describe` does not print target settings; `swift package dump-package` does:
///
/// ```json
/// { "targets": [ { "name": "Features",
///                  "settings": [ { "tool": "swift", "kind": { "defaultIsolation": { "_0": "MainActor" } } } ] } ] }
/// ```
///
/// The upcoming feature `InternalImportsByDefault` is read the same way (`enableUpcomingFeature`, or the flag).
///
/// SwiftPM is asked only when a manifest mentions a setting at all (``mayIsolate(packageAt:)``), so packages
/// that do not use one cost no second process.
enum DefaultIsolationReader {
  /// Whether a manifest of the package in `path` (`Package.swift`, `Package@swift-*.swift`) names default
  /// isolation or internal imports by default; `false` means no target of it can have them.
  static func mayIsolate(packageAt path: String) -> Bool {
    ManifestFiles.read(package: path).contains { manifest in
      let text = manifest.data.map { String(decoding: $0, as: UTF8.self) } ?? ""
      return text.contains("defaultIsolation") || text.contains("default-isolation")
        || text.contains("InternalImportsByDefault")
    }
  }

  /// The names of the targets whose default isolation is `MainActor`, from what `dump-package` printed.
  static func mainActorTargets(dumpPackageJSON data: Data) throws -> Set<String> {
    try targets(dumpPackageJSON: data).mainActor
  }

  /// The targets whose default isolation is `MainActor`, and those built with `InternalImportsByDefault`.
  static func targets(dumpPackageJSON data: Data) throws -> (mainActor: Set<String>, internalImports: Set<String>) {
    let package = try JSONDecoder().decode(DumpedPackage.self, from: data)
    var mainActor: Set<String> = []
    var internalImports: Set<String> = []
    for target in package.targets {
      if target.settings.contains(where: \.isMainActorIsolation) { mainActor.insert(target.name) }
      if target.settings.contains(where: \.isInternalImportsByDefault) { internalImports.insert(target.name) }
    }
    return (mainActor, internalImports)
  }

  private struct DumpedPackage: Decodable {
    var targets: [DumpedTarget]
  }

  private struct DumpedTarget: Decodable {
    var name: String
    var settings: [Setting]

    enum CodingKeys: String, CodingKey { case name, settings }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      settings = try container.decodeIfPresent([Setting].self, forKey: .settings) ?? []
    }
  }

  /// One build setting; only the Swift ones that set the default isolation or internal imports are read.
  private struct Setting: Decodable {
    var isMainActorIsolation = false
    var isInternalImportsByDefault = false

    private enum Keys: String, CodingKey { case tool, kind }
    private enum KindKeys: String, CodingKey {
      case defaultIsolation, unsafeFlags, enableUpcomingFeature, enableExperimentalFeature
    }
    private enum ValueKeys: String, CodingKey { case value = "_0" }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      guard (try? container.decode(String.self, forKey: .tool)) == "swift",
        let kind = try? container.nestedContainer(keyedBy: KindKeys.self, forKey: .kind)
      else { return }
      for key in [KindKeys.enableUpcomingFeature, .enableExperimentalFeature] {
        if let feature = try? kind.nestedContainer(keyedBy: ValueKeys.self, forKey: key),
          (try? feature.decode(String.self, forKey: .value)) == "InternalImportsByDefault"
        {
          isInternalImportsByDefault = true
        }
      }
      if let isolation = try? kind.nestedContainer(keyedBy: ValueKeys.self, forKey: .defaultIsolation) {
        isMainActorIsolation = (try? isolation.decode(String.self, forKey: .value)) == "MainActor"
      } else if let flags = try? kind.nestedContainer(keyedBy: ValueKeys.self, forKey: .unsafeFlags),
        let values = try? flags.decode([String].self, forKey: .value)
      {
        isMainActorIsolation =
          zip(values, values.dropFirst()).contains { $0 == "-default-isolation" && $1 == "MainActor" }
          || values.contains("-default-isolation=MainActor")
        isInternalImportsByDefault = zip(values, values.dropFirst()).contains {
          ($0 == "-enable-upcoming-feature" || $0 == "-enable-experimental-feature") && $1 == "InternalImportsByDefault"
        }
      }
    }
  }
}
