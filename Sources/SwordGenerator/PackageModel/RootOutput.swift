/// Where the generated code goes: the root module and the file inside it.
///
/// ```swift
/// RootOutput(moduleName: "App", directory: "/repo/Sources/App", outputPath: "/repo/Sources/App/Sword.generated.swift")
/// ```
package struct RootOutput: Hashable, Sendable {
  /// The module that receives the generated code.
  package var moduleName: String
  /// The root target's folder (or the `sources:` folder), absolute.
  package var directory: String
  /// The generated file, absolute.
  package var outputPath: String
  /// How many files the code is split in (`output_files`; see ``OutputParts``).
  package var parts = 1

  /// A root output made from its parts.
  package init(moduleName: String, directory: String, outputPath: String) {
    self.moduleName = moduleName
    self.directory = directory
    self.outputPath = outputPath
  }
}
