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
/// SwiftPM is asked only when a manifest mentions the setting at all (``mayIsolate(packageAt:)``), so packages
/// that do not use it cost no second process.
enum DefaultIsolationReader {
  /// Whether a manifest of the package in `path` (`Package.swift`, `Package@swift-*.swift`) names default
  /// isolation; `false` means no target of it can have it.
  static func mayIsolate(packageAt path: String) -> Bool {
    PackageListing.manifests(package: path).contains { manifest in
      let text = manifest.data.map { String(decoding: $0, as: UTF8.self) } ?? ""
      return text.contains("defaultIsolation") || text.contains("default-isolation")
    }
  }

  /// The names of the targets whose default isolation is `MainActor`, from what `dump-package` printed.
  static func mainActorTargets(dumpPackageJSON data: Data) throws -> Set<String> {
    let package = try JSONDecoder().decode(DumpedPackage.self, from: data)
    var names: Set<String> = []
    for target in package.targets where target.settings.contains(where: \.isMainActorIsolation) {
      names.insert(target.name)
    }
    return names
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

  /// One build setting; only the Swift ones that set the default isolation are read.
  private struct Setting: Decodable {
    var isMainActorIsolation = false

    private enum Keys: String, CodingKey { case tool, kind }
    private enum KindKeys: String, CodingKey { case defaultIsolation, unsafeFlags }
    private enum ValueKeys: String, CodingKey { case value = "_0" }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      guard (try? container.decode(String.self, forKey: .tool)) == "swift",
        let kind = try? container.nestedContainer(keyedBy: KindKeys.self, forKey: .kind)
      else { return }
      if let isolation = try? kind.nestedContainer(keyedBy: ValueKeys.self, forKey: .defaultIsolation) {
        isMainActorIsolation = (try? isolation.decode(String.self, forKey: .value)) == "MainActor"
      } else if let flags = try? kind.nestedContainer(keyedBy: ValueKeys.self, forKey: .unsafeFlags),
        let values = try? flags.decode([String].self, forKey: .value)
      {
        isMainActorIsolation = zip(values, values.dropFirst()).contains { $0 == "-default-isolation" && $1 == "MainActor" }
          || values.contains("-default-isolation=MainActor")
      }
    }
  }
}
