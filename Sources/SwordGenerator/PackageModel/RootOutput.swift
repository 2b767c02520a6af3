/// Where the generated code goes: the root module and the file inside it.
///
/// ```swift
/// RootOutput(moduleName: "App", directory: "/repo/Sources/App", outputPath: "/repo/Sources/App/Sword.generated.swift")
/// ```
public struct RootOutput: Hashable, Sendable {
  /// The module that receives the generated code.
  public var moduleName: String
  /// The root target's folder (or the `sources:` folder), absolute.
  public var directory: String
  /// The generated file, absolute.
  public var outputPath: String
  /// How many files the code is split in (`output_files`; see ``OutputParts``).
  public var parts = 1

  /// A root output made from its parts.
  public init(moduleName: String, directory: String, outputPath: String) {
    self.moduleName = moduleName
    self.directory = directory
    self.outputPath = outputPath
  }
}
