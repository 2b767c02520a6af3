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
      var read = try await read(input, reusing: goal == .generate || goal == .check, run: &run)
      if case .graph(let request) = goal {
        await index(&read, run: &run)
        return export(await validate(&read, run: &run), request: request, read: read, run: &run)
      }
      let rendered: RenderedOutput
      if let output = read.snapshotOutput {
        rendered = output
      } else {
        rendered = await render(&read, run: &run)
      }
      let stamp = options.checkStamp.map { Paths.join(options.currentDirectory, $0) }
      let (outcome, diagnostics) = OutputStage.apply(rendered, to: read.output, goal: goal, stamp: stamp)
      if outcome != .failed { run.clock.lap(goal == .check ? "compare" : "write") }
      if await read.warm.finish(output: read.output) { run.clock.lap("cache") }
      if read.output.parts > 1 { run.counts["output files"] = read.output.parts }
      run.countCompanions(rendered, output: read.output)
      let report = run.report(outcome, diagnostics, outputPath: read.output.path, caches: read.warm)
      releaseAside(consume read)
      return report
    } catch {
      return run.report(.failed, error.diagnostics)
    }
  }

  /// What the first stages make of the input: the targets to index (and, in build-system mode, indexes already
  /// made), how to build the graph, where the output goes, and the caches.
  private struct Read {
    var targets: [SwordTarget]
    var givenIndexes: [TargetIndex] = []
    var settings: GraphSettings
    var output: OutputLocation
    var workspaceRoot: String?
    /// The root target's own sources (not the generated files), where `sword graph --stats` looks for uses.
    var rootSources: [String] = []
    var warm: WarmPath
    /// The output of the last run, when its ``WarmSnapshot`` held: describe and index were skipped.
    var snapshotOutput: RenderedOutput?
  }

  /// The config and describe stages, or build-system mode's files. `reusing`: a ``WarmSnapshot`` that holds may
  /// stand for describe, index and everything up to the output (`generate` and `check` only).
  private static func read(
    _ input: PipelineInput, reusing: Bool = false, run: inout RunRecord
  ) async throws(DiagnosticsError) -> Read {
    let options = run.options
    switch input {
    case .buildSystem(let request):
      let loaded = try BuildSystemInput.load(request)
      // A build system chooses where its outputs go (often outside the source tree): no workspace boundary.
      let output = OutputLocation(
        path: Paths.join(options.currentDirectory, request.outputPath), parts: request.outputFiles, boundary: nil)
      return Read(
        targets: loaded.targets, givenIndexes: loaded.indexes, settings: GraphSettings(request, loaded: loaded),
        output: output, warm: WarmPath(jobs: options.jobs))

    case .configuration(_, let packages), .xcodeProject(_, let packages):
      run.progress(.config)
      let (configuration, source) = try input.configuration(currentDirectory: options.currentDirectory)
      run.clock.lap("config")
      var describer = try packages.describer(
        currentDirectory: options.currentDirectory, timeLimit: options.processTimeLimit)
      var warm = WarmPath(
        configuration: configuration, source: source, caching: &describer, cache: options.cache,
        secret: options.cacheSecret, currentDirectory: options.currentDirectory, currentSecond: options.currentSecond,
        jobs: options.jobs)
      let workspace: Workspace
      switch reusing ? await warm.snapshot() : nil {
      case .output(let snapshot, let output):
        run.clock.lap("snapshot")
        run.reusing(snapshot, output)
        return Read(
          targets: [], settings: GraphSettings(rootModule: snapshot.rootModule), output: snapshot.output,
          workspaceRoot: configuration.workspaceRoot, warm: warm, snapshotOutput: output)
      case .workspace(let described):
        // Every package as the snapshot recorded it: its workspace, no describe.
        workspace = described
        run.clock.lap("snapshot")
        run.counts["workspace from snapshot"] = 1
      case nil:
        let loader = WorkspaceLoader(describer: describer, listener: warm.listener)
        run.progress(.describe, total: loader.packagesToDescribe(in: configuration).count)
        workspace = try await loader.load(configuration)
        run.clock.lap("describe")
      }
      await warm.described(workspace)
      run.manifestReadings = warm.manifestReadings
      run.counts["files"] = workspace.targets.reduce(0) { $0 + $1.sourceFiles.count }
      // Mocks and test modules' code go into the packages' folders: written by runs of `.sword.yml`, never by a
      // build system's run on an Xcode project (the Xcode plugin), whose outputs stay where it says.
      let companions = !configuration.outputMayLeaveWorkspace
      let output = OutputLocation(
        path: workspace.root.outputPath, parts: workspace.root.parts, boundary: configuration.outputBoundary,
        mockFiles: companions ? OutputLocation.mockFiles(of: workspace) : [:],
        testFiles: companions ? TestTargets.modules(of: workspace, in: configuration) : [:])
      return Read(
        targets: workspace.targets, settings: GraphSettings(configuration, workspace: workspace), output: output,
        workspaceRoot: configuration.workspaceRoot,
        rootSources: (workspace.rootTarget?.sourceFiles ?? []).filter { !OutputParts.isPart($0, of: output.path) },
        warm: warm)
    }
  }

  /// The index stage (files whose stamps hold are not read, and no index is decoded before the run cache is asked).
  private static func index(_ read: inout Read, run: inout RunRecord) async {
    let total = read.targets.count
    run.progress(.index, total: total)
    let progress = run.options.progress
    await read.warm.index(read.targets) { done in
      progress?(PipelineProgress(stage: .index, completed: done, total: total))
    }
    run.clock.lap("index")
  }

  /// The graph and render stages, unless the run cache holds the output of indexes all as this run's are; for only
  /// the components the edits reach when the last clean run's memo allows (see ``IncrementalGraph``).
  private static func render(_ read: inout Read, run: inout RunRecord) async -> RenderedOutput {
    await index(&read, run: &run)
    if let stored = read.warm.storedOutput() {
      run.reusing(stored, targets: read.targets.count)
      return stored
    }
    let indexes = await indexes(&read, run: &run)
    if let incremental = read.warm.incrementalOutput(indexes, settings: read.settings, output: read.output) {
      run.clock.lap("graph and render")
      run.counts.merge([
        "targets": indexes.count, "components": incremental.output.components,
        "bindings": incremental.output.bindings, "components built": incremental.built,
        "components rendered": incremental.rendered,
      ]) { _, new in new }
      read.warm.keep(incremental.output)
      return incremental.output
    }
    read.warm.startFrameDigests(indexes)
    let validated = validate(indexes, read: read, run: &run)
    let (rendered, pieces, heads) = RenderStage.renderKeepingPieces(validated, to: read.output)
    if rendered.files != nil { run.clock.lap("render") }
    read.warm.keep(rendered)
    read.warm.remember(validated, pieces: pieces, heads: heads, indexes: indexes)
    releaseAside(consume validated)
    return rendered
  }

  /// Every index of the run: the build system's, then the index stage's (the entries the stamps vouched for decoded
  /// now).
  private static func indexes(_ read: inout Read, run: inout RunRecord) async -> [TargetIndex] {
    var indexes = await read.warm.indexes()
    run.clock.lap("index")
    if !read.givenIndexes.isEmpty { indexes = (read.givenIndexes + indexes).sorted { $0.moduleName < $1.moduleName } }
    return indexes
  }

  /// The graph stage, on every index of the run.
  private static func validate(_ read: inout Read, run: inout RunRecord) async -> ValidatedGraph {
    validate(await indexes(&read, run: &run), read: read, run: &run)
  }

  private static func validate(_ indexes: [TargetIndex], read: Read, run: inout RunRecord) -> ValidatedGraph {
    let validated = GraphStage.validate(indexes, settings: read.settings)
    run.progress(.graph, total: validated.graph.components.count)
    run.clock.lap("graph")
    run.counts.merge([
      "targets": indexes.count, "components": validated.graph.components.count,
      "bindings": validated.graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]) { _, new in new }
    return validated
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
    var read = try await read(input, run: &run)
    await index(&read, run: &run)
    return try GraphExporter.picture(await validate(&read, run: &run).graph, relativeTo: read.workspaceRoot)
  }
}
