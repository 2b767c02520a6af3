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

    let configuration: Configuration
    do {
      configuration = try ConfigLoader.load(file: options.configPath)
    } catch {
      return PipelineReport(outcome: .failed, diagnostics: error.diagnostics, timings: clock.laps)
    }
    clock.lap("config")

    let workspace: Workspace
    do {
      workspace = try await WorkspaceLoader(describer: describer).load(configuration)
    } catch {
      return PipelineReport(outcome: .failed, diagnostics: error.diagnostics, timings: clock.laps)
    }
    clock.lap("describe")
    let outputPath = workspace.root.outputPath

    let indexes = await index(workspace.targets, jobs: options.jobs)
    clock.lap("index")

    let (graph, graphDiagnostics) = GraphBuilder.build(indexes: indexes, rootModule: workspace.root.moduleName)
    var diagnostics = indexes.flatMap(\.diagnostics) + graphDiagnostics + Validator.validate(graph)
    diagnostics.sort()
    clock.lap("graph")
    let counts = [
      "targets": workspace.targets.count,
      "files": workspace.targets.reduce(0) { $0 + $1.sourceFiles.count },
      "components": graph.components.count,
      "bindings": graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]
    func report(_ outcome: PipelineReport.Outcome) -> PipelineReport {
      PipelineReport(
        outcome: outcome, diagnostics: diagnostics, outputPath: outputPath, timings: clock.laps, counts: counts)
    }
    if diagnostics.contains(where: { $0.severity == .error }) { return report(.failed) }

    let file = Renderer.render(graph, to: outputPath)
    clock.lap("render")

    switch options.mode {
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

  /// Indexes targets concurrently, at most `jobs` at a time; the result is in the order of `targets`.
  static func index(_ targets: [SwordTarget], jobs: Int) async -> [TargetIndex] {
    await withTaskGroup(of: (Int, TargetIndex).self) { group in
      var results = [TargetIndex?](repeating: nil, count: targets.count)
      var next = 0
      func start() {
        guard next < targets.count else { return }
        let position = next
        let target = targets[position]
        next += 1
        group.addTask { (position, TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles)) }
      }
      for _ in 0..<max(1, jobs) { start() }
      while let (position, index) = await group.next() {
        results[position] = index
        start()
      }
      return results.compactMap { $0 }
    }
  }
}
