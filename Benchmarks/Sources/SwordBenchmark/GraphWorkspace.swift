import Foundation

/// A two-module workspace for the compile-time and runtime benchmarks: a package `Graph` with one target,
/// `BenchGraph`, holding annotated types, and a plain folder `App` as the root (`root: {sources: …}`), where
/// `sword generate` writes `Sword.generated.swift`.
struct GraphWorkspace {
  var root: URL
  var appModule: String

  var graphSources: URL { root.appendingPathComponent("Graph/Sources/BenchGraph") }
  var appSources: URL { root.appendingPathComponent("App") }
  var generatedFile: URL { appSources.appendingPathComponent("Sword.generated.swift") }

  /// Writes the workspace with `graphFiles` (name → text) in `BenchGraph` and `appFiles` in the root folder.
  func write(graphFiles: [String: String], appFiles: [String: String], outputFiles: Int = 1) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: root)
    try fileManager.createDirectory(at: graphSources, withIntermediateDirectories: true)
    try fileManager.createDirectory(at: appSources, withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(name: "Graph", targets: [.target(name: "BenchGraph")])

      """
    try Data(manifest.utf8).write(to: root.appendingPathComponent("Graph/Package.swift"))
    try writeConfig(outputFiles: outputFiles)
    for (name, text) in graphFiles { try Data(text.utf8).write(to: graphSources.appendingPathComponent(name)) }
    for (name, text) in appFiles { try Data(text.utf8).write(to: appSources.appendingPathComponent(name)) }
  }

  /// Writes `.sword.yml`, with the generated code in `outputFiles` files, and with `mocks` a `mock(…)` for every
  /// binding of `BenchGraph` (`generate_mocks: true`).
  func writeConfig(outputFiles: Int = 1, mocks: Bool = false) throws {
    let config = """
      local_packages:
        - path: Graph
          targets: [BenchGraph]
          generate_mocks: \(mocks)
      root:
        sources: App
        module: \(appModule)
        output: App/Sword.generated.swift
        output_files: \(outputFiles)

      """
    try Data(config.utf8).write(to: root.appendingPathComponent(".sword.yml"))
  }

  /// The paths of the `BenchGraph` sources, sorted.
  func graphSourcePaths() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: graphSources.path).sorted()
      .map { graphSources.appendingPathComponent($0).path }
  }
}
