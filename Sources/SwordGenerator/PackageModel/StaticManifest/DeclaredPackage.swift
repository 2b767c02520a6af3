/// What a declarative `Package.swift` declares, as the static reader evaluated it: what SwiftPM's manifest loader
/// would hand its package builder, for the parts that decide the description.
///
/// ```swift
/// let declared = try DeclaredPackage(
///   manifest: packageCall, packagePath: "/repo/Core", toolsVersion: ToolsVersion(6, 0))
/// declared.targets.map(\.name)  // ["Networking", "Storage"]
/// ```
struct DeclaredPackage: Sendable {
  var name: String
  var toolsVersion: ToolsVersion
  var targets: [DeclaredTarget]
  var products: [DeclaredProduct]
  /// The names the package's dependencies answer to in `.product(name:package:)`: each one's explicit `name:` or
  /// the last component of its path or URL, without `.git`.
  var dependencyNames: [String]
  /// The `path:` of each `.package(path:)` dependency, as written, in manifest order.
  var localDependencyPaths: [String]
  /// `defaultLocalization:`, which SwiftPM requires when a target has localized resources.
  var defaultLocalization: String?
  var location: SourceLocation
}

/// One `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`, `.macro(…)`, `.plugin(…)`, `.systemLibrary(…)` or
/// `.binaryTarget(…)`.
struct DeclaredTarget: Sendable {
  enum Kind: String, Sendable {
    case regular, executable, test, macro, plugin, system, binary
  }

  var name: String
  var kind: Kind
  var dependencies: [DeclaredDependency]
  /// The positions in ``dependencies`` of those whose `.when(traits:)` names no trait enabled by default: SwiftPM
  /// checks them with the others but leaves them out of the description.
  var traitDisabledDependencies: Set<Int> = []
  var path: String?
  /// `url:` of a binary target downloaded by SwiftPM.
  var url: String?
  var exclude: [String]
  var sources: [String]?
  /// `publicHeadersPath:` of a C-family target (SwiftPM's default is `include`).
  var publicHeadersPath: String?
  /// `resources:`, in the order written.
  var resources: [DeclaredResource] = []
  /// `.plugin(name:package:)` usages; a usage without a package is not read statically.
  var pluginUsages: [(name: String, package: String)]
  /// `.defaultIsolation(MainActor.self)` or `-default-isolation MainActor` in its Swift settings (under any
  /// condition, as ``DefaultIsolationReader`` reads `dump-package`).
  var isMainActorByDefault: Bool
  /// `.enableUpcomingFeature("InternalImportsByDefault")` (or the flag) in its Swift settings, under any condition.
  var importsInternalByDefault: Bool
  var location: SourceLocation
}

/// One `.process(…)`, `.copy(…)` or `.embedInCode(…)` of a target's `resources:`.
struct DeclaredResource: Sendable {
  enum Rule: String, Sendable {
    case process, copy, embedInCode
  }

  var rule: Rule
  /// The path as written, relative to the target's folder.
  var path: String
  /// `localization:` of `.process`: `default` or `base`.
  var localization: String?
}

/// A target's dependency as written.
enum DeclaredDependency: Sendable {
  case target(String)
  /// `package` is `nil` for `.product(name:)` of tools before 5.2, which SwiftPM looks up by name.
  case product(name: String, package: String?)
  case byName(String)

  var name: String {
    switch self {
    case .target(let name), .product(let name, _), .byName(let name): name
    }
  }
}

/// One `.library(…)`, `.executable(…)` or `.plugin(…)` product.
struct DeclaredProduct: Sendable {
  /// `library`, `executable` or `plugin`.
  var kind: String
  var name: String
  var targets: [String]
  var location: SourceLocation
}
