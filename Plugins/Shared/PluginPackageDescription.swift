import Foundation
import PackagePlugin

/// The packages of a plugin invocation, written in the format of `sword --package-description`: one object keyed
/// by package folder, each value shaped like `swift package describe --type json` output.
///
/// Only the root package and packages it depends on by path (recursively) are written: those are the ones a
/// `.sword.yml` lists.
enum PluginPackageDescription {
  /// The JSON for `root` and its local dependencies, with sorted keys.
  static func encode(localPackagesFrom root: Package) throws -> Data {
    var packages: [String: DescribedPackageJSON] = [:]
    var pending = [root]
    while let package = pending.popLast() {
      let key = package.directoryURL.standardizedFileURL.path
      guard packages[key] == nil else { continue }
      packages[key] = DescribedPackageJSON(package)
      for dependency in package.dependencies {
        switch dependency.package.origin {
        case .root, .local: pending.append(dependency.package)
        default: continue
        }
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(packages)
  }
}

/// One package, with the fields of `swift package describe --type json` that Sword reads.
struct DescribedPackageJSON: Encodable {
  struct TargetJSON: Encodable {
    var name: String
    var c99name: String
    var type: String
    var moduleType: String
    var path: String
    var sources: [String]
    var targetDependencies: [String]

    enum CodingKeys: String, CodingKey {
      case name, c99name, type, path, sources
      case moduleType = "module_type"
      case targetDependencies = "target_dependencies"
    }
  }

  var name: String
  var path: String
  var targets: [TargetJSON]

  init(_ package: Package) {
    name = package.displayName
    path = package.directoryURL.standardizedFileURL.path
    targets = package.targets.compactMap { target in
      guard let module = target as? SourceModuleTarget else { return nil }
      let type: String
      switch module.kind {
      case .generic: type = "library"
      case .executable: type = "executable"
      case .test: type = "test"
      default: type = "other"
      }
      let directory = target.directoryURL.standardizedFileURL.path
      let sources = module.sourceFiles.map { $0.url.standardizedFileURL.path }
        .map { $0.hasPrefix(directory + "/") ? String($0.dropFirst(directory.count + 1)) : $0 }
        .sorted()
      return TargetJSON(
        name: target.name,
        c99name: module.moduleName,
        type: type,
        moduleType: module is SwiftSourceModuleTarget ? "SwiftTarget" : "ClangTarget",
        path: directory,
        sources: sources,
        targetDependencies: target.dependencies.compactMap {
          if case .target(let dependency) = $0 { return dependency.name }
          return nil
        })
    }
  }
}
