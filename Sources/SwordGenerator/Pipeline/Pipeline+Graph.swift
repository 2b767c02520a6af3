import Foundation

extension Pipeline {
  /// The first half of ``Pipeline/run(_:describer:)`` on its own, for `sword graph`: `.sword.yml` → packages →
  /// indexes → one graph, validated; nothing is rendered or written. The graph comes back even when it has errors,
  /// so a picture can show what is wrong.
  ///
  /// ```swift
  /// let report = await Pipeline.graph(PipelineOptions(configPath: ".sword.yml"))
  /// if let graph = report.graph { print(try GraphExporter.export(graph, format: .dot)) }
  /// ```
  package static func graph(
    _ options: PipelineOptions, describer: any PackageDescribing = SwiftPMDescriber()
  ) async -> GraphReport {
    var clock = StageClock()
    switch await buildGraph(options, describer: describer, clock: &clock) {
    case .failure(let error):
      return GraphReport(graph: nil, diagnostics: error.diagnostics, timings: clock.laps)
    case .success(let built):
      var report = GraphReport(
        graph: built.graph, diagnostics: built.diagnostics, workspaceRoot: built.workspaceRoot, timings: clock.laps,
        counts: built.counts)
      report.rootSources = (built.workspace.rootTarget?.sourceFiles ?? []).filter {
        !OutputParts.isPart($0, of: built.workspace.root.outputPath)
      }
      return report
    }
  }

  /// What the stages up to validation produce.
  struct BuiltGraph {
    var workspace: Workspace
    var workspaceRoot: String
    var graph: BindingGraph
    /// Indexing, graph and validation problems, sorted.
    var diagnostics: [Diagnostic]
    var counts: [String: Int]
  }

  /// What the stages up to describing produce: the configuration, the workspace, and the caches of the run.
  struct LoadedWorkspace {
    var configuration: Configuration
    var workspace: Workspace
    var cache: PipelineCache
  }

  /// config → describe → index → graph → validate, timing each stage on `clock` and reporting progress through
  /// `options.progress`. Fails when `.sword.yml` or a package cannot be read.
  static func buildGraph(
    _ options: PipelineOptions, describer: any PackageDescribing, clock: inout StageClock
  ) async -> Result<BuiltGraph, DiagnosticsError> {
    let loaded: LoadedWorkspace
    switch await loadWorkspace(options, describer: describer, clock: &clock) {
    case .success(let value): loaded = value
    case .failure(let error): return .failure(error)
    }
    let (indexed, writes) = await index(loaded, options: options)
    clock.lap("index")
    let built = buildGraph(loaded, indexes: indexed.map(\.index), options: options, clock: &clock)
    await writes.value
    return .success(built)
  }

  /// config → describe: reads `.sword.yml`, sets up the caches and describes the packages.
  static func loadWorkspace(
    _ options: PipelineOptions, describer: any PackageDescribing, clock: inout StageClock
  ) async -> Result<LoadedWorkspace, DiagnosticsError> {
    let progress = options.progress
    progress?(PipelineProgress(stage: .config))
    let configuration: Configuration
    do {
      configuration = try ConfigLoader.load(file: options.configPath)
    } catch {
      return .failure(error)
    }
    clock.lap("config")
    let cache = PipelineCache(setting: options.cache, workspaceRoot: configuration.workspaceRoot, describer: describer)

    var packages = Set(configuration.localPackages.map(\.path))
    if case .package(let path, _, _) = configuration.root { packages.insert(path) }
    progress?(PipelineProgress(stage: .describe, total: packages.count))
    let workspace: Workspace
    do {
      workspace = try await WorkspaceLoader(describer: cache.describer).load(configuration)
    } catch {
      return .failure(error)
    }
    clock.lap("describe")
    return .success(LoadedWorkspace(configuration: configuration, workspace: workspace, cache: cache))
  }

  /// Indexes every target of the workspace, through the index cache when there is one (with `stamped`, the
  /// entries ``IndexCache/stamped(_:)`` found), reporting progress; each index comes with the key of the bytes it
  /// was made from (`nil` when it must not be cached).
  ///
  /// New cache entries are written by the task returned as `writes`, started when indexing is done so that it
  /// runs beside the single-threaded graph stage; wait for it before the run ends.
  static func index(
    _ loaded: LoadedWorkspace, options: PipelineOptions, stamped: [IndexCache.Stamped?]? = nil
  ) async -> (indexes: [(index: TargetIndex, key: String?)], writes: Task<Void, Never>) {
    let targets = loaded.workspace.targets
    let cache = loaded.cache.indexCache
    let progress = options.progress
    progress?(PipelineProgress(stage: .index, total: targets.count))
    let results = await concurrentMap(count: targets.count, jobs: options.jobs) { done in
      progress?(PipelineProgress(stage: .index, completed: done, total: targets.count))
    } body: { position -> (TargetIndex, String?, (@Sendable () -> Void)?) in
      let target = targets[position]
      guard let cache else {
        return (TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles), nil, nil)
      }
      let result = cache.index(target, stamped: stamped?[position], deferringWrites: true)
      return (result.index, result.key, result.write)
    }
    let writes = results.compactMap { $0.2 }
    let jobs = max(1, min(options.jobs, writes.count))
    let task = Task.detached(priority: .utility) {
      await withTaskGroup(of: Void.self) { group in
        for worker in 0..<jobs {
          group.addTask { for position in stride(from: worker, to: writes.count, by: jobs) { writes[position]() } }
        }
      }
    }
    return (results.map { ($0.0, $0.1) }, task)
  }

  /// The graph of `indexes` with the generation options set, and every problem of indexing, building, selecting
  /// root components and validating, sorted. Shared by the `.sword.yml` and build-system entry points.
  static func validatedGraph(
    indexes: [TargetIndex], rootModule: String, testOverrides: Bool, rootComponents: [RootSelection.Name]?,
    mainActorModules: Set<String> = [], packageOfModule: [String: String] = [:]
  ) -> (graph: BindingGraph, diagnostics: [Diagnostic]) {
    var (graph, graphDiagnostics) = GraphBuilder.build(
      indexes: indexes, rootModule: rootModule, mainActorModules: mainActorModules, packageOfModule: packageOfModule)
    graph.testOverrides = testOverrides
    var selectionProblems: [Diagnostic] = []
    if let rootComponents {
      selectionProblems = RootSelection.problems(rootComponents, graph: graph)
      graph.selectedRoots = Set(rootComponents.map(\.name))
    }
    let diagnostics =
      (indexes.flatMap(\.diagnostics) + graphDiagnostics + selectionProblems + Validator.validate(graph)).sorted()
    return (graph, diagnostics)
  }

  /// index → graph → validate, timing the graph stage on `clock`.
  static func buildGraph(
    _ loaded: LoadedWorkspace, indexes: [TargetIndex], options: PipelineOptions, clock: inout StageClock
  ) -> BuiltGraph {
    let workspace = loaded.workspace
    let configuration = loaded.configuration
    let (graph, diagnostics) = validatedGraph(
      indexes: indexes, rootModule: workspace.root.moduleName, testOverrides: configuration.testOverrides,
      rootComponents: configuration.rootComponents?.map { ($0.value, $0.location) },
      mainActorModules: Set(workspace.targets.filter(\.isMainActorByDefault).map(\.moduleName)),
      packageOfModule: Dictionary(workspace.targets.map { ($0.moduleName, $0.packagePath) }) { first, _ in first })
    options.progress?(PipelineProgress(stage: .graph, total: graph.components.count))
    clock.lap("graph")
    let counts = loaded.cache.counts.merging([
      "targets": workspace.targets.count,
      "files": workspace.targets.reduce(0) { $0 + $1.sourceFiles.count },
      "components": graph.components.count,
      "bindings": graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]) { _, new in new }
    return BuiltGraph(
      workspace: workspace, workspaceRoot: loaded.configuration.workspaceRoot, graph: graph, diagnostics: diagnostics,
      counts: counts)
  }
}
