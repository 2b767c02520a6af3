import Foundation

extension Pipeline {
  /// Build-system mode: merges the index files that `sword index` wrote and the modules of module lists (see
  /// ``ModuleList``), indexed now, into one graph, validates it and writes (or, for `.check`, compares)
  /// `outputPath`. No `.sword.yml`, no SwiftPM: the build system says which modules take part and where the code
  /// goes.
  ///
  /// ```swift
  /// let report = await Pipeline.run(
  ///   indexFiles: ["out/Core.json", "out/App.json"], rootModule: "App", outputPath: "out/Sword.generated.swift")
  /// ```
  package static func run(
    indexFiles: [String], moduleLists: [String] = [], rootModule: String, outputPath: String,
    mode: PipelineOptions.Mode = .generate, jobs: Int = 0, testOverrides: Bool = false,
    rootComponents: [String]? = nil, mainActorModules: Set<String> = [], outputFiles: Int = 1
  ) async -> PipelineReport {
    var clock = StageClock()
    let output = PackagePaths.join(FileManager.default.currentDirectoryPath, outputPath)
    let jobs = jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount)
    let (indexes, listedMainActor, readProblems) = await BuildSystemInput.load(
      indexFiles: indexFiles, moduleLists: moduleLists, jobs: jobs)
    clock.lap("index")
    if !readProblems.isEmpty {
      return PipelineReport(outcome: .failed, diagnostics: readProblems, outputPath: output, timings: clock.laps)
    }
    // Names from `--component` have no place in a file: their problems are reported without one.
    let (graph, diagnostics) = validatedGraph(
      indexes: indexes, rootModule: rootModule, testOverrides: testOverrides,
      rootComponents: rootComponents?.map { ($0, nil) }, mainActorModules: mainActorModules.union(listedMainActor))
    clock.lap("graph")
    let counts = [
      "targets": indexes.count,
      "components": graph.components.count,
      "bindings": graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]
    // A build system chooses where its outputs go (often outside the source tree): no workspace boundary here.
    return finish(
      graph, diagnostics: diagnostics, outputPath: output, parts: outputFiles, boundary: nil, mode: mode, counts: counts,
      clock: &clock)
  }
}
