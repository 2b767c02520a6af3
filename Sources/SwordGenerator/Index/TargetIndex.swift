/// Everything Sword needs from one target's sources: its declarations, their locations, and the modules its files
/// import. A plain value, so that it can be cached, merged and compared.
package struct TargetIndex: Hashable, Sendable {
  /// Bumped whenever the shape or meaning of the index changes, so that stored indexes are rebuilt.
  package static let formatVersion = 14

  package var moduleName: String
  package var components: [ComponentDeclaration]
  package var dependencies: [DependencyDeclaration]
  package var modules: [ModuleDeclaration]
  /// Every type and typealias declared in the indexed files, with or without Sword attributes.
  package var types: [TypeDeclaration]
  /// For each indexed file, the modules it imports (sorted).
  package var imports: [String: [String]]
  /// For each indexed file, the modules it imports inside `#if canImport(Module)` (sorted).
  package var conditionalImports: [String: [String]] = [:]
  /// For each indexed file, the modules it imports with an access level that keeps them from its clients
  /// (`internal import`, `package import`, `private import`): what its public declarations cannot expose.
  package var restrictedImports: [String: [String]] = [:]
  /// For each indexed file, the modules it imports `public` (`public import Sword`), which its public declarations
  /// may expose even where plain imports are internal (`InternalImportsByDefault`).
  package var publicImports: [String: [String]] = [:]
  /// The modules the target re-exports (`@_exported import`) from any of its files, parsed or not: a file that
  /// imports this module sees theirs too.
  package var exportedImports: [String] = []
  /// Top-level types that a text scan found in files that were not parsed (no Sword attribute, or a syntax
  /// error). For hints in diagnostics only ("'Clock' is a struct without @Dependency"), never for resolving keys.
  package var scannedTypes: [TypeDeclaration] = []
  /// Problems found while reading and parsing (unreadable files, syntax errors).
  package var diagnostics: [Diagnostic]
  /// The SPI groups (`@_spi(Tools)`) written in the target's files: the generated code imports the module with them
  /// (`@_spi(Tools) import Core`), so that the declarations they hide from plain importers stay visible to it.
  package var spiGroups: [String] = []
  /// The types an extension with an inheritance clause extends (`extension Fake: Backend {}`), in any of the
  /// target's files, parsed or not (sorted): their conformances are not all in ``types``.
  package var conformingExtensions: [String] = []

  package init(
    moduleName: String,
    components: [ComponentDeclaration] = [],
    dependencies: [DependencyDeclaration] = [],
    modules: [ModuleDeclaration] = [],
    types: [TypeDeclaration] = [],
    imports: [String: [String]] = [:],
    diagnostics: [Diagnostic] = []
  ) {
    self.moduleName = moduleName
    self.components = components
    self.dependencies = dependencies
    self.modules = modules
    self.types = types
    self.imports = imports
    self.diagnostics = diagnostics
  }
}

extension TargetIndex {
  /// Whether a type of the target asks for a mock itself (`generateMock: true`).
  package var asksForMocks: Bool { dependencies.contains(where: \.generatesMock) }
}
