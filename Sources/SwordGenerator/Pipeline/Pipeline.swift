import Foundation

/// The whole job in one function: `.sword.yml` → packages → per-target indexes → one graph → validation → the
/// generated file, written (or compared, for `check`) only when every stage succeeded.
///
/// ```swift
/// let report = await Pipeline.run(PipelineOptions(configPath: ".sword.yml", mode: .check))
/// if case .stale(let diff) = report.outcome { print(diff) }
/// ```
public enum Pipeline {
  public static func run(
    _ options: PipelineOptions, describer: any PackageDescribing = SwiftPMDescriber()
  ) async -> PipelineReport {
    var clock = StageClock()
    let built: BuiltGraph
    switch await buildGraph(options, describer: describer, clock: &clock) {
    case .success(let value): built = value
    case .failure(let error): return PipelineReport(outcome: .failed, diagnostics: error.diagnostics, timings: clock.laps)
    }
    return finish(
      built.graph, diagnostics: built.diagnostics, outputPath: built.workspace.root.outputPath,
      mode: options.mode, counts: built.counts, clock: &clock)
  }

  /// The stages after the graph, shared by every entry point: stop on errors, render, then compare (`check`) or
  /// write only when the bytes change (`generate`).
  static func finish(
    _ graph: BindingGraph, diagnostics: [Diagnostic], outputPath: String, mode: PipelineOptions.Mode,
    counts: [String: Int], clock: inout StageClock
  ) -> PipelineReport {
    var diagnostics = diagnostics
    func report(_ outcome: PipelineReport.Outcome) -> PipelineReport {
      PipelineReport(
        outcome: outcome, diagnostics: diagnostics, outputPath: outputPath, timings: clock.laps, counts: counts)
    }
    if diagnostics.contains(where: { $0.severity == .error }) { return report(.failed) }

    let file = Renderer.render(graph, to: outputPath)
    clock.lap("render")

    switch mode {
    case .check:
      let current = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) }
      clock.lap("compare")
      if current == file.contents { return report(.upToDate) }
      let diff = UnifiedDiff.diff(old: current ?? "", new: file.contents, path: outputPath)
      return report(.stale(diff: current == nil ? "\(outputPath) does not exist\n" + diff : diff))
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

  /// Indexes targets concurrently, at most `jobs` at a time, through `cache` when there is one; the result is in
  /// the order of `targets`. `finished` is called with the number of targets done after each one.
  static func index(
    _ targets: [SwordTarget], jobs: Int, cache: IndexCache? = nil, finished: (Int) -> Void = { _ in }
  ) async -> [TargetIndex] {
    await withTaskGroup(of: (Int, TargetIndex).self) { group in
      var results = [TargetIndex?](repeating: nil, count: targets.count)
      var next = 0
      func start() {
        guard next < targets.count else { return }
        let position = next
        let target = targets[position]
        next += 1
        group.addTask {
          (position, cache?.index(target).index ?? TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles))
        }
      }
      for _ in 0..<max(1, jobs) { start() }
      var done = 0
      while let (position, index) = await group.next() {
        results[position] = index
        done += 1
        finished(done)
        start()
      }
      return results.compactMap { $0 }
    }
  }
}
