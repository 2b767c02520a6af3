/// A module whose sources Sword indexes: a listed target of a local package, or the root target.
///
/// ```swift
/// SwordTarget(
///   name: "B-Lib", moduleName: "B_Lib", packagePath: "/repo/Core", directory: "/repo/Core/Custom/B",
///   sourceFiles: ["/repo/Core/Custom/B/B.swift"], isRoot: false)
/// ```
package struct SwordTarget: Hashable, Sendable, Codable {
  /// The target's name, as written in `Package.swift` (or the module name for a plain folder of sources).
  package var name: String
  /// The module name that `import` uses (SwiftPM's `c99name`).
  package var moduleName: String
  /// The package folder, absolute, as `.sword.yml` names it. For a `root: {sources: …}` folder, the folder itself.
  package var packagePath: String
  /// The target's folder, absolute.
  package var directory: String
  /// Its `.swift` files, absolute and sorted, exactly as SwiftPM lists them (so `path:`, `sources:` and `exclude:`
  /// are honoured). The generated file is never among them.
  package var sourceFiles: [String]
  /// True for the target that receives the generated code.
  package var isRoot: Bool
  /// Built with default `MainActor` isolation (Swift 6.2): what its sources do not mark `nonisolated` is
  /// main-actor isolated.
  package var isMainActorByDefault = false
  /// Built with the upcoming feature `InternalImportsByDefault` (see ``DescribedTarget/importsInternalByDefault``).
  package var importsInternalByDefault = false

  /// The name of the file that holds a target's generated mocks, in its folder (see `MockPlan`).
  package static let mocksFileName = "Sword.mocks.generated.swift"

  /// Where this target's generated mocks go: never one of its sources to index.
  package var mocksFile: String { Paths.join(directory, Self.mocksFileName) }

  /// The name of the file a test target's test modules give (see `TestModulePlan`), in its folder.
  package static let testsFileName = "Sword.tests.generated.swift"

  /// Where this test target's generated code goes: never one of its sources to index.
  package var testsFile: String { Paths.join(directory, Self.testsFileName) }

  /// Whether `path` is a file Sword writes beside the sources of the target in `directory` (its mocks, its test
  /// modules' code): never a source to index, however the target's files were listed.
  package static func isGeneratedCompanion(_ path: String, in directory: String) -> Bool {
    path == Paths.join(directory, mocksFileName) || path == Paths.join(directory, testsFileName)
  }

  /// A target made from its parts.
  package init(
    name: String,
    moduleName: String,
    packagePath: String,
    directory: String,
    sourceFiles: [String],
    isRoot: Bool
  ) {
    self.name = name
    self.moduleName = moduleName
    self.packagePath = packagePath
    self.directory = directory
    self.sourceFiles = sourceFiles
    self.isRoot = isRoot
  }
}
