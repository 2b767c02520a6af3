import Foundation

/// One run of Sword, read top to bottom in ``run(_:goal:options:)``: the input read (config → describe, or the
/// build system's files), index, graph, then render and output (`generate`, `check`), or the graph exported
/// (`graph`) or compared with a revision's (`diff`). The values between the stages are listed in
/// `StageValues/StageValues.swift`; each stage is a plain function a test calls alone. The caches wrap the stages
/// from outside, all through one ``WarmPath``, which this file calls at its seams: a warm snapshot may stand for
/// describe and index, a stored run for graph and render.
///
/// ```swift
/// let options = PipelineOptions(currentDirectory: "/repo")
/// let report = await Pipeline.run(.configuration(path: ".sword.yml"), goal: .check, options: options)
/// if case .stale(let diff) = report.outcome { print(diff) }
/// ```
package enum Pipeline {
  package static func run(
    _ input: PipelineInput, goal: PipelineGoal, options: PipelineOptions
  ) async -> PipelineReport {
    var run = RunRecord(options: options)
    do throws(DiagnosticsError) {
      if case .diff(let base, let format) = goal {
        return try await diff(input, base: base, format: format, options: options)
      }
      if case .graph(let request) = goal {
        var (read, described) = try await read(input, run: &run)
        let validated = await graphOnly(described, read: &read, run: &run)
        return export(validated, request: request, read: read, run: &run)
      }
      var read: Read
      let rendered: RenderedOutput
      let keyed: WarmPath.Keyed?
      switch try await readReusingSnapshot(input, run: &run) {
      case .snapshot(let snapshotRead, let output):
        (read, rendered, keyed) = (snapshotRead, output, nil)
      case .described(let describedRead, let described):
        read = describedRead
        (rendered, keyed) = await render(described, read: &read, run: &run)
      }
      let stamp = options.checkStamp.map { Paths.join(options.currentDirectory, $0) }
      let (outcome, diagnostics) = OutputStage.apply(rendered, to: read.output, goal: goal, stamp: stamp)
      if outcome != .failed { run.clock.lap(goal == .check ? "compare" : "write") }
      if await read.warm.finish(keyed, output: read.output) { run.clock.lap("cache") }
      if read.output.parts > 1 { run.counts["output files"] = read.output.parts }
      run.countCompanions(rendered, output: read.output)
      let report = run.report(outcome, diagnostics, outputPath: read.output.path, caches: read.warm)
      releaseAside(consume read)
      return report
    } catch {
      return run.report(.failed, error.diagnostics)
    }
  }

  /// The index stage (files whose stamps hold are not read, and no index is decoded before the run cache is asked).
  private static func index(
    _ described: WarmPath.Described, read: inout Read, run: inout RunRecord
  ) async -> WarmPath.Indexed {
    let total = described.count
    run.progress(.index, total: total)
    let progress = run.options.progress
    let indexed = await read.warm.index(described) { done in
      progress?(PipelineProgress(stage: .index, completed: done, total: total))
    }
    run.clock.lap("index")
    return indexed
  }

  /// The graph and render stages, unless the run cache holds the output of indexes all as this run's are; for only
  /// the components the edits reach when the last clean run's memo allows (see ``IncrementalGraph``).
  private static func render(
    _ described: WarmPath.Described, read: inout Read, run: inout RunRecord
  ) async -> (RenderedOutput, WarmPath.Keyed) {
    let indexed = await index(described, read: &read, run: &run)
    var (indexes, building): ([TargetIndex], WarmPath.Building)
    switch await read.warm.storedOutput(indexed) {
    case .output(let stored, let storedKeyed):
      run.reusing(stored, targets: described.count)
      return (stored, storedKeyed)
    case .missing(let decoded, let missing):
      (indexes, building) = (withGiven(decoded, read: read), missing)
      run.clock.lap("index")
    }
    if let incremental = read.warm.incrementalOutput(
      indexes, &building, settings: read.settings, output: read.output)
    {
      run.clock.lap("graph and render")
      run.counts.merge([
        "targets": indexes.count, "components": incremental.output.components,
        "bindings": incremental.output.bindings, "components built": incremental.built,
        "components rendered": incremental.rendered,
      ]) { _, new in new }
      if incremental.mocked > 0 { run.counts["mocks files planned"] = incremental.mocked }
      return (incremental.output, building.keyed)
    }
    let built = RenderStage.graphAndRender(indexes, settings: read.settings, output: read.output) { validated in
      graphDone(validated, indexes: indexes, run: &run)
    }
    let rendered = built.output
    if rendered.files != nil { run.clock.lap("render") }
    read.warm.keep(built, indexes: indexes, building)
    releaseAside(consume built)
    return (rendered, building.keyed)
  }

  /// The build system's indexes beside the index stage's, in module order.
  private static func withGiven(_ indexes: [TargetIndex], read: Read) -> [TargetIndex] {
    read.givenIndexes.isEmpty ? indexes : (read.givenIndexes + indexes).sorted { $0.moduleName < $1.moduleName }
  }

  /// The index and graph stages alone, leaving nothing for the next run (`sword graph`, `sword diff`).
  private static func graphOnly(
    _ described: WarmPath.Described, read: inout Read, run: inout RunRecord
  ) async -> ValidatedGraph {
    let indexed = await index(described, read: &read, run: &run)
    let indexes = withGiven(await read.warm.indexesKeepingNothing(indexed), read: read)
    run.clock.lap("index")
    let validated = GraphStage.validate(indexes, settings: read.settings)
    graphDone(validated, indexes: indexes, run: &run)
    return validated
  }

  /// The graph stage is done: its progress, time and counts.
  private static func graphDone(_ validated: ValidatedGraph, indexes: [TargetIndex], run: inout RunRecord) {
    run.progress(.graph, total: validated.graph.components.count)
    run.clock.lap("graph")
    run.counts.merge([
      "targets": indexes.count, "components": validated.graph.components.count,
      "bindings": validated.graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]) { _, new in new }
  }

  /// `sword graph`: the graph in the asked format, written to its file or handed back for standard output.
  private static func export(
    _ validated: ValidatedGraph, request: GraphRequest, read: Read, run: inout RunRecord
  ) -> PipelineReport {
    run.graph = validated.graph
    run.workspaceRoot = read.workspaceRoot
    do throws(DiagnosticsError) {
      let picture = try GraphExporter.picture(
        validated.graph, component: request.component, relativeTo: read.workspaceRoot,
        rootSources: read.rootSources, statistics: request.statistics || request.format.showsStatistics)
      let text =
        request.statistics ? GraphStatsReport.text(picture) : GraphExporter.export(picture, format: request.format)
      guard let path = request.outputPath else {
        run.text = text
        return run.report(.reported(changed: false), validated.diagnostics, caches: read.warm)
      }
      // The user's file, wherever it is: written atomically, and only when its bytes change.
      let output = Paths.join(run.options.currentDirectory, path)
      let outcome = try OutputWriter.write(GeneratedFile(path: output, contents: text))
      return run.report(
        outcome == .written ? .written : .upToDate, validated.diagnostics, outputPath: output, caches: read.warm)
    } catch {
      run.graph = nil
      return run.report(.failed, validated.diagnostics + error.diagnostics, caches: read.warm)
    }
  }

  /// `sword diff --base`: the graph of `base` (its tree extracted beside the workspace, see ``GitBase``, sharing the
  /// work tree's cache) against the work tree's.
  private static func diff(
    _ input: PipelineInput, base: String, format: GraphDiffFormat, options: PipelineOptions
  ) async throws(DiagnosticsError) -> PipelineReport {
    guard case .configuration(let path, let packages) = input else {
      throw DiagnosticsError(
        Diagnostic(
          .diffInputUnreadable,
          "`sword diff --base` compares two states of a .sword.yml workspace; build-system "
            + "input (--index, --modules, --xcode-project) has no revision to read", at: nil))
    }
    let configPath = Paths.join(options.currentDirectory, path)
    let tree = try await GitBase.extract(
      revision: base, configPath: configPath, runner: ProcessRunner(timeLimit: options.processTimeLimit))
    var revision = options
    // What did not change between the two is not parsed again. (No cache when the default folder leads out of the
    // workspace through a link, as for the work tree.)
    if options.cache == .besideConfiguration {
      let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent().path
      revision.cache =
        CacheSetting.besideConfiguration.folder(workspaceRoot: folder, currentDirectory: folder)
        .map(CacheSetting.directory) ?? .disabled
    }
    // The tree is held (no other run in this checkout removes it) until its graph is read.
    let before: ExportGraph
    do {
      before = try await picture(.configuration(path: tree.configPath, packages: packages), options: revision)
      tree.release()
    } catch {
      tree.release()
      throw error
    }
    let after = try await picture(.configuration(path: configPath, packages: packages), options: options)
    let diff = GraphDiff(from: before, to: after)
    var run = RunRecord(options: options)
    run.text = GraphDiffReport.render(diff, format: format, title: "Dependency graph: \(base) → work tree")
    return run.report(.reported(changed: !diff.isEmpty), [])
  }

  /// The exported picture of the graph of `input`, even with errors; the diagnostics when it cannot be built.
  private static func picture(
    _ input: PipelineInput, options: PipelineOptions
  ) async throws(DiagnosticsError) -> ExportGraph {
    var run = RunRecord(options: options)
    var (read, described) = try await read(input, run: &run)
    let validated = await graphOnly(described, read: &read, run: &run)
    return try GraphExporter.picture(validated.graph, relativeTo: read.workspaceRoot)
  }
}
