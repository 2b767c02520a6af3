/// One target of a ``DescribedPackage``, as `swift package describe --type json` prints it.
///
/// ```json
/// { "name": "B-Lib", "c99name": "B_Lib", "type": "library", "module_type": "SwiftTarget",
///   "path": "Custom/B", "sources": ["B.swift", "Sub/C.swift"], "target_dependencies": ["A"] }
/// ```
package struct DescribedTarget: Codable, Hashable, Sendable {
  /// The target's name, as written in `Package.swift`.
  package var name: String
  /// The module name: the target name with characters a Swift identifier cannot hold replaced by `_`.
  package var c99name: String
  /// What kind of target it is: library, executable, test, macro, plugin…
  package var kind: Kind
  /// `SwiftTarget`, `ClangTarget`, `SystemLibraryTarget`, `BinaryTarget`, `PluginTarget`… (absent in old SwiftPM).
  package var moduleType: String?
  /// The target's folder, relative to the package folder (SwiftPM prints it relative; an absolute one is kept).
  package var path: String
  /// Its source files, relative to ``path``, after `sources:` and `exclude:` were applied.
  package var sources: [String]
  /// The targets of the same package it depends on, by name.
  package var targetDependencies: [String]
  /// The products of other packages it depends on, by name.
  package var productDependencies: [String]
  /// `true` when the target is built with `.defaultIsolation(MainActor.self)` (or `-default-isolation MainActor`).
  /// `swift package describe` does not print settings: ``SwiftPMDescriber`` reads them from
  /// `swift package dump-package`; a precomputed description may carry it as `"default_isolation": "MainActor"`.
  package var isMainActorByDefault = false
  /// `true` when the target is built with the upcoming feature `InternalImportsByDefault`: a plain `import` is
  /// internal, so a public declaration cannot expose what it imports. Read like ``isMainActorByDefault``; a
  /// precomputed description may carry it as `"internal_imports_by_default": true`.
  package var importsInternalByDefault = false

  /// A target made by hand (tests, precomputed descriptions).
  package init(
    name: String,
    c99name: String? = nil,
    kind: Kind = .library,
    moduleType: String? = "SwiftTarget",
    path: String,
    sources: [String],
    targetDependencies: [String] = [],
    productDependencies: [String] = []
  ) {
    self.name = name
    self.c99name = c99name ?? DescribedTarget.moduleName(for: name)
    self.kind = kind
    self.moduleType = moduleType
    self.path = path
    self.sources = sources
    self.targetDependencies = targetDependencies
    self.productDependencies = productDependencies
  }

  enum CodingKeys: String, CodingKey {
    case name, c99name, path, sources
    case kind = "type"
    case moduleType = "module_type"
    case targetDependencies = "target_dependencies"
    case productDependencies = "product_dependencies"
    case defaultIsolation = "default_isolation"
    case internalImportsByDefault = "internal_imports_by_default"
  }

  /// Decodes a target, treating missing `sources` and dependency lists as empty.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    c99name = try container.decodeIfPresent(String.self, forKey: .c99name) ?? DescribedTarget.moduleName(for: name)
    kind = try container.decode(Kind.self, forKey: .kind)
    moduleType = try container.decodeIfPresent(String.self, forKey: .moduleType)
    path = try container.decode(String.self, forKey: .path)
    sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
    targetDependencies = try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
    productDependencies = try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? []
    isMainActorByDefault = try container.decodeIfPresent(String.self, forKey: .defaultIsolation) == "MainActor"
    importsInternalByDefault = try container.decodeIfPresent(Bool.self, forKey: .internalImportsByDefault) ?? false
  }

  /// Encodes the target as `swift package describe` prints it, with `default_isolation` when it is `MainActor`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(c99name, forKey: .c99name)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(moduleType, forKey: .moduleType)
    try container.encode(path, forKey: .path)
    try container.encode(sources, forKey: .sources)
    try container.encode(targetDependencies, forKey: .targetDependencies)
    try container.encode(productDependencies, forKey: .productDependencies)
    if isMainActorByDefault { try container.encode("MainActor", forKey: .defaultIsolation) }
    if importsInternalByDefault { try container.encode(true, forKey: .internalImportsByDefault) }
  }

  /// True when the target holds Swift sources (old SwiftPM versions do not print `module_type`).
  package var isSwift: Bool { moduleType == nil || moduleType == "SwiftTarget" }

  /// The module name SwiftPM derives from a target name (`spm_mangledToC99ExtendedIdentifier`): every character
  /// that is not a letter, digit or `_` becomes `_`, and so does a digit it starts with (`2D` → `_D`, `22x` →
  /// `_2x`).
  static func moduleName(for name: String) -> String {
    var characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    if let first = characters.first, first.isNumber { characters[0] = "_" }
    return String(characters)
  }
}
