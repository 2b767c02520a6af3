import Foundation

/// One run of Sword, read top to bottom in ``run(_:goal:options:)``: the input read (config → describe, or the
/// build system's files), index, graph, then render and output (`generate`, `check`), or the graph exported
/// (`graph`) or compared with a revision's (`diff`). The stages and the values between them are listed in
/// `Stages.swift`; each is a plain function a test calls alone, and caches wrap them from outside.
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
    var run = Run(options: options)
    do throws(DiagnosticsError) {
      if case .diff(let base, let format) = goal {
        return try await diff(input, base: base, format: format, options: options)
      }
      let prepared = try await prepare(input, reusing: goal == .generate || goal == .check, run: &run)
      if case .graph(let request) = goal {
        let indexed = await index(prepared, run: &run)
        let validated = await validate(prepared, indexes: indexes(of: indexed, prepared, run: &run), run: &run)
        return export(validated, request: request, prepared: prepared, run: &run)
      }
      var rendered = prepared.snapshotOutput
      var writes: Task<Void, Never>?
      if rendered == nil {
        // Files whose stamps hold are not read, and no index is decoded before the run cache is asked.
        let indexed = await index(prepared, run: &run)
        run.runKey = prepared.memo?.key(indexed.digests)
        // Whether files changed or not: when every index is as a stored run's was, so is everything after indexing.
        if let key = run.runKey, let output = prepared.memo?.read(key: key) {
          rendered = output
          run.reusing(output, targets: prepared.targets.count)
        } else {
          let validated = await validate(prepared, indexes: indexes(of: indexed, prepared, run: &run), run: &run)
          rendered = RenderStage.render(validated, to: prepared.output)
          if rendered?.files != nil { run.clock.lap("render") }
          // A graph without a root component read targets outside the key (to say where components are): not kept.
          if let key = run.runKey, !rendered!.diagnostics.contains(where: { $0.id == .noRootComponent }) {
            prepared.memo?.write(rendered!, key: key)
          }
        }
        writes = indexed.writes
      }
      let (outcome, diagnostics) = OutputStage.apply(rendered!, to: prepared.output, goal: goal)
      if outcome != .failed { run.clock.lap(goal == .check ? "compare" : "write") }
      if let writes {
        await writes.value
        run.clock.lap("cache")
      }
      if prepared.snapshotOutput == nil, let runKey = run.runKey {
        prepared.snapshots?.write(runKey: runKey, output: prepared.output, files: run.counts["files"] ?? 0)
      }
      if prepared.output.parts > 1 { run.counts["output files"] = prepared.output.parts }
      return run.report(outcome, diagnostics, outputPath: prepared.output.path)
    } catch {
      return run.report(.failed, error.diagnostics)
    }
  }

  /// What the first stages make of the input: the targets to index (and, in build-system mode, indexes already
  /// made), how to build the graph, where the output goes, and the caches.
  private struct Prepared {
    var targets: [SwordTarget]
    var givenIndexes: [TargetIndex] = []
    var settings: GraphSettings
    var output: OutputLocation
    var workspaceRoot: String?
    /// The root target's own sources (not the generated files), where `sword graph --stats` looks for uses.
    var rootSources: [String] = []
    var indexer: CachingIndexer?
    /// What ``EarlyIndexing`` found for each of `targets` while packages were described.
    var early: [EarlyIndexing.Outcome?]?
    var memo: Memo?
    /// What makes this run's ``WarmSnapshot`` at its end.
    var snapshots: SnapshotWriter?
    /// The output of the last run, when its ``WarmSnapshot`` held: describe and index were skipped.
    var snapshotOutput: RenderedOutput?
  }

  /// The config and describe stages, or build-system mode's files. `reusing`: a ``WarmSnapshot`` that holds may
  /// stand for describe, index and everything up to the output (`generate` and `check` only).
  private static func prepare(
    _ input: PipelineInput, reusing: Bool = false, run: inout Run
  ) async throws(DiagnosticsError) -> Prepared {
    let currentDirectory = run.options.currentDirectory
    switch input {
    case .buildSystem(let request):
      let loaded = try BuildSystemInput.load(request)
      var settings = GraphSettings(rootModule: request.rootModule)
      settings.testOverrides = request.testOverrides
      // Names from `--component` have no place in a file: their problems are reported without one.
      settings.rootComponents = request.rootComponents?.map { ($0, nil) }
      settings.mainActorModules = request.mainActorModules.union(loaded.mainActorModules)
      // A build system chooses where its outputs go (often outside the source tree): no workspace boundary.
      let output = OutputLocation(
        path: Paths.join(currentDirectory, request.outputPath), parts: request.outputFiles, boundary: nil)
      return Prepared(targets: loaded.targets, givenIndexes: loaded.indexes, settings: settings, output: output)

    case .configuration(_, let packages), .xcodeProject(_, let packages):
      run.progress(.config)
      let (configuration, source) = try input.configuration(currentDirectory: currentDirectory)
      run.clock.lap("config")
      let caches = PipelineCache(
        setting: run.options.cache, workspaceRoot: configuration.workspaceRoot, currentDirectory: currentDirectory,
        describer: try packages.describer(currentDirectory: currentDirectory, timeLimit: run.options.processTimeLimit),
        currentSecond: run.options.currentSecond)
      let snapshotSlot = caches.snapshots?.slot(for: configuration, source: source)
      if reusing, let snapshotSlot, let runCache = caches.runCache,
        let snapshot = await snapshotSlot.holding(jobs: run.options.jobs),
        let output = runCache.read(key: snapshot.runKey, configFile: configuration.file)
      {
        run.clock.lap("snapshot")
        run.counts.merge([
          "files": snapshot.files, "targets": snapshot.targets.count, "components": output.components,
          "bindings": output.bindings, "warm snapshot": 1,
        ]) { _, new in new }
        return Prepared(
          targets: [], settings: GraphSettings(rootModule: snapshot.rootModule), output: snapshot.output,
          workspaceRoot: configuration.workspaceRoot, snapshotOutput: output)
      }
      var packageFolders = Set(configuration.localPackages.map(\.path))
      if case .package(let path, _, _) = configuration.root { packageFolders.insert(path) }
      if case .xcodeProject(let project) = configuration.root {
        packageFolders.formUnion(XcodeProjectTargets.packagesToDescribe(project).map(\.path))
      }
      run.progress(.describe, total: packageFolders.count)
      // Listed targets are indexed as their packages' descriptions arrive, while the others are described.
      let early = EarlyIndexing(cache: caches.indexer?.cache, jobs: run.options.jobs)
      var loader = WorkspaceLoader(describer: caches.describer)
      loader.listener = early
      let workspace = try await loader.load(configuration)
      run.clock.lap("describe")
      run.cacheCounts = { caches.counts }
      run.manifestReadings = caches.readings?.all ?? []

      var settings = GraphSettings(rootModule: workspace.root.moduleName)
      settings.testOverrides = configuration.testOverrides
      settings.rootComponents = configuration.rootComponents?.map { ($0.value, $0.location) }
      settings.mainActorModules = Set(workspace.targets.filter(\.isMainActorByDefault).map(\.moduleName))
      settings.internalImportModules = Set(workspace.targets.filter(\.importsInternalByDefault).map(\.moduleName))
      settings.packageOfModule = Dictionary(workspace.targets.map { ($0.moduleName, $0.packagePath) }) { a, _ in a }
      settings.workspaceWarnings = workspace.warnings
      settings.rootLocation = configuration.rootLocation
      settings.workspaceRoot = configuration.workspaceRoot
      settings.unlistedTargets = workspace.unlistedTargets
      let output = OutputLocation(
        path: workspace.root.outputPath, parts: workspace.root.parts, boundary: configuration.outputBoundary)
      run.counts["files"] = workspace.targets.reduce(0) { $0 + $1.sourceFiles.count }
      return Prepared(
        targets: workspace.targets, settings: settings, output: output, workspaceRoot: configuration.workspaceRoot,
        rootSources: (workspace.rootTarget?.sourceFiles ?? []).filter { !OutputParts.isPart($0, of: output.path) },
        indexer: caches.indexer, early: await early.outcomes(of: workspace.targets),
        memo: caches.runCache.map { Memo(cache: $0, configuration: configuration, workspace: workspace) },
        snapshots: snapshotSlot.flatMap {
          SnapshotWriter(slot: $0, caches: caches, configuration: configuration, workspace: workspace)
        })
    }
  }

  /// The index stage, through the index cache when there is one; the build system's indexes come first.
  private static func index(_ prepared: Prepared, run: inout Run) async -> CachingIndexer.Indexed {
    let targets = prepared.targets
    let jobs = run.options.jobs
    run.progress(.index, total: targets.count)
    let progress = run.options.progress
    let finished = { (done: Int) -> Void in progress?(PipelineProgress(stage: .index, completed: done, total: targets.count)) }
    let indexed: CachingIndexer.Indexed
    if let indexer = prepared.indexer {
      indexed = await indexer.index(targets, early: prepared.early, jobs: jobs, finished: finished)
    } else {
      let given = prepared.early?.map { outcome -> TargetIndex? in
        if case .indexed(let index, _, _)? = outcome { index } else { nil }
      }
      let indexes = await TargetIndexer.index(targets, jobs: jobs, given: given, finished: finished)
      indexed = CachingIndexer.Indexed(indexes: indexes, digests: indexes.map { _ in String?.none }, writes: Task {})
    }
    run.clock.lap("index")
    return indexed
  }

  /// Every index of the run: the build system's first, then the index stage's (entries its stamps vouched for are
  /// decoded now, once the run cache has not answered).
  private static func indexes(
    of indexed: CachingIndexer.Indexed, _ prepared: Prepared, run: inout Run
  ) async -> [TargetIndex] {
    let (indexes, digestsHold) = await indexed.indexes(jobs: run.options.jobs)
    if !digestsHold { run.runKey = nil }
    run.clock.lap("index")
    guard !prepared.givenIndexes.isEmpty else { return indexes }
    return (prepared.givenIndexes + indexes).sorted { $0.moduleName < $1.moduleName }
  }

  /// The graph stage.
  private static func validate(_ prepared: Prepared, indexes: [TargetIndex], run: inout Run) -> ValidatedGraph {
    let validated = GraphStage.validate(indexes, settings: prepared.settings)
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
    _ validated: ValidatedGraph, request: GraphRequest, prepared: Prepared, run: inout Run
  ) -> PipelineReport {
    run.graph = validated.graph
    run.workspaceRoot = prepared.workspaceRoot
    do throws(DiagnosticsError) {
      let picture = try GraphExporter.picture(
        validated.graph, component: request.component, relativeTo: prepared.workspaceRoot,
        rootSources: prepared.rootSources, statistics: request.statistics || request.format.showsStatistics)
      let text = request.statistics ? GraphStatsReport.text(picture) : GraphExporter.export(picture, format: request.format)
      guard let path = request.outputPath else {
        run.text = text
        return run.report(.reported(changed: false), validated.diagnostics)
      }
      // The user's file, wherever it is: written atomically, and only when its bytes change.
      let output = Paths.join(run.options.currentDirectory, path)
      let outcome = try OutputWriter.write(GeneratedFile(path: output, contents: text))
      return run.report(outcome == .written ? .written : .upToDate, validated.diagnostics, outputPath: output)
    } catch {
      run.graph = nil
      return run.report(.failed, validated.diagnostics + error.diagnostics)
    }
  }

  /// `sword diff --base`: the graph of `base` (its tree extracted beside the workspace, see ``GitBase``, sharing the
  /// work tree's cache) against the work tree's.
  private static func diff(
    _ input: PipelineInput, base: String, format: GraphDiffFormat, options: PipelineOptions
  ) async throws(DiagnosticsError) -> PipelineReport {
    guard case .configuration(let path, let packages) = input else {
      throw DiagnosticsError(Diagnostic(
        .diffInputUnreadable, "`sword diff --base` compares two states of a .sword.yml workspace; build-system "
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
      revision.cache = CacheSetting.besideConfiguration.folder(workspaceRoot: folder, currentDirectory: folder)
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
    var run = Run(options: options)
    run.text = GraphDiffReport.render(diff, format: format, title: "Dependency graph: \(base) → work tree")
    return run.report(.reported(changed: !diff.isEmpty), [])
  }

  /// The exported picture of the graph of `input`, even with errors; the diagnostics when it cannot be built.
  private static func picture(
    _ input: PipelineInput, options: PipelineOptions
  ) async throws(DiagnosticsError) -> ExportGraph {
    var run = Run(options: options)
    let prepared = try await prepare(input, run: &run)
    let indexed = await index(prepared, run: &run)
    let validated = await validate(prepared, indexes: indexes(of: indexed, prepared, run: &run), run: &run)
    return try GraphExporter.picture(validated.graph, relativeTo: prepared.workspaceRoot)
  }
}

extension Pipeline {
  /// The run cache in front of everything from index to render, for one configuration and workspace.
  fileprivate struct Memo {
    var cache: RunCache
    var configuration: Configuration
    var workspace: Workspace
    private var configurationText: String

    init(cache: RunCache, configuration: Configuration, workspace: Workspace) {
      self.cache = cache
      self.configuration = configuration
      self.workspace = workspace
      configurationText = RunCache.configurationText(configuration)
    }

    func read(key: String) -> RenderedOutput? { cache.read(key: key, configFile: configuration.file) }

    func write(_ output: RenderedOutput, key: String) { cache.write(output, key: key, configFile: configuration.file) }

    /// The run cache's key of this workspace with its targets' index digests; `nil` when one is missing.
    func key(_ digests: [String?]) -> String? {
      RunCache.key(configurationText: configurationText, workspace: workspace, indexDigests: digests)
    }
  }

  /// Makes the ``WarmSnapshot`` of a run whose every package and target was checked by the caches (see
  /// ``DescribeLedger``, ``StampLedger``); a run with anything unconfirmed makes none.
  fileprivate struct SnapshotWriter {
    var slot: SnapshotCache.Slot
    var describeLedger: DescribeLedger
    var stampLedger: StampLedger
    var configuration: Configuration
    var workspace: Workspace

    init?(slot: SnapshotCache.Slot, caches: PipelineCache, configuration: Configuration, workspace: Workspace) {
      guard let describeLedger = caches.describeLedger, let stampLedger = caches.indexer?.cache.ledger else {
        return nil
      }
      self.slot = slot
      self.describeLedger = describeLedger
      self.stampLedger = stampLedger
      self.configuration = configuration
      self.workspace = workspace
    }

    func write(runKey: String, output: OutputLocation, files: Int) {
      guard let packages = describeLedger.all else { return }
      var targets: [IndexCache.StampRecord] = []
      for target in workspace.targets {
        guard let record = stampLedger.record(of: target), record.files == target.sourceFiles else { return }
        targets.append(record)
      }
      // An Xcode project's sources come from its project.pbxproj and its synchronized folders, which the snapshot
      // does not check: its runs read the project again (the describe and index caches still hold).
      if case .xcodeProject = configuration.root { return }
      // A root given as a folder is listed by Sword itself: the snapshot lists it again to check it.
      var sourcesRoot: WarmSnapshot.SourcesRoot?
      if case .sources = configuration.root {
        guard let root = workspace.rootTarget else { return }
        sourcesRoot = .init(folder: root.directory, outputPath: workspace.root.outputPath, files: root.sourceFiles)
      }
      slot.write(
        WarmSnapshot(
          packages: packages, targets: targets, runKey: runKey, rootModule: workspace.root.moduleName, output: output,
          files: files, sourcesRoot: sourcesRoot))
    }
  }

  /// What one run carries from stage to stage besides the stages' values: its options, the clock, the counts for
  /// the summary line and progress.
  fileprivate struct Run {
    var options: PipelineOptions
    var clock = StageClock()
    var counts: [String: Int] = [:]
    /// The cache's counts, read when the report is made (after indexing has counted its hits).
    var cacheCounts: () -> [String: Int] = { [:] }
    /// How each package's manifest was read.
    var manifestReadings: [ManifestReading] = []
    /// The run cache's key of this run's result, once known (its targets' keys all known).
    var runKey: String?
    var graph: BindingGraph?
    var workspaceRoot: String?
    var text: String?

    init(options: PipelineOptions) {
      self.options = options
    }

    /// Counts a stored run's result taken instead of the graph and render stages.
    mutating func reusing(_ output: RenderedOutput, targets: Int) {
      counts.merge([
        "targets": targets, "components": output.components, "bindings": output.bindings, "reused result": 1,
      ]) { _, new in new }
    }

    func progress(_ stage: PipelineProgress.Stage, total: Int = 0) {
      options.progress?(PipelineProgress(stage: stage, total: total))
    }

    func report(
      _ outcome: PipelineReport.Outcome, _ diagnostics: [Diagnostic], outputPath: String? = nil
    ) -> PipelineReport {
      var report = PipelineReport(
        outcome: outcome, diagnostics: diagnostics, outputPath: outputPath, timings: clock.laps,
        counts: cacheCounts().merging(counts) { _, new in new })
      report.graph = graph
      report.workspaceRoot = workspaceRoot
      report.text = text
      report.manifestReadings = manifestReadings
      return report
    }
  }
}

extension PackageSource {
  /// The describer this source stands for; a description file is read now.
  fileprivate func describer(currentDirectory: String, timeLimit: Int) throws(DiagnosticsError) -> any PackageDescribing {
    switch self {
    case .swiftPM: ManifestReadingDescriber(swiftPM: SwiftPMDescriber(runner: ProcessRunner(timeLimit: timeLimit)))
    case .swiftPMOnly:
      ManifestReadingDescriber(swiftPM: SwiftPMDescriber(runner: ProcessRunner(timeLimit: timeLimit)), readsStatically: false)
    case .descriptionFile(let file): try PrecomputedDescriber.load(file: file, currentDirectory: currentDirectory)
    case .describer(let describer): describer
    }
  }
}
