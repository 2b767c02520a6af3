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
  public static func run(
    indexFiles: [String], moduleLists: [String] = [], rootModule: String, outputPath: String,
    mode: PipelineOptions.Mode = .generate, jobs: Int = 0
  ) async -> PipelineReport {
    var clock = StageClock()
    let output = PackagePaths.join(FileManager.default.currentDirectoryPath, outputPath)
    let jobs = jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount)
    let (indexes, readProblems) = await BuildSystemInput.load(
      indexFiles: indexFiles, moduleLists: moduleLists, jobs: jobs)
    clock.lap("index")
    if !readProblems.isEmpty {
      return PipelineReport(outcome: .failed, diagnostics: readProblems, outputPath: output, timings: clock.laps)
    }
    let (graph, graphDiagnostics) = GraphBuilder.build(indexes: indexes, rootModule: rootModule)
    var diagnostics = indexes.flatMap(\.diagnostics) + graphDiagnostics + Validator.validate(graph)
    diagnostics.sort()
    clock.lap("graph")
    let counts = [
      "targets": indexes.count,
      "components": graph.components.count,
      "bindings": graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]
    func report(_ outcome: PipelineReport.Outcome) -> PipelineReport {
      PipelineReport(
        outcome: outcome, diagnostics: diagnostics, outputPath: output, timings: clock.laps, counts: counts)
    }
    if diagnostics.contains(where: { $0.severity == .error }) { return report(.failed) }
    let file = Renderer.render(graph, to: output)
    clock.lap("render")
    switch mode {
    case .check:
      let current = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
      clock.lap("compare")
      if current == file.contents { return report(.upToDate) }
      let diff = UnifiedDiff.diff(old: current ?? "", new: file.contents, path: output)
      return report(.stale(diff: current == nil ? "\(output) does not exist\n" + diff : diff))
    case .generate:
      do {
        let outcome = try OutputWriter.write(file)
        clock.lap("write")
        return report(outcome == .written ? .written : .upToDate)
      } catch {
        diagnostics += error.diagnostics
        return report(.failed)
      }
    }
  }
}
