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
  public static func graph(
    _ options: PipelineOptions, describer: any PackageDescribing = SwiftPMDescriber()
  ) async -> GraphReport {
    var clock = StageClock()
    switch await buildGraph(options, describer: describer, clock: &clock) {
    case .failure(let error):
      return GraphReport(graph: nil, diagnostics: error.diagnostics, timings: clock.laps)
    case .success(let built):
      return GraphReport(
        graph: built.graph, diagnostics: built.diagnostics, workspaceRoot: built.workspaceRoot, timings: clock.laps,
        counts: built.counts)
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

  /// config → describe → index → graph → validate, timing each stage on `clock` and reporting progress through
  /// `options.progress`. Fails when `.sword.yml` or a package cannot be read.
  static func buildGraph(
    _ options: PipelineOptions, describer: any PackageDescribing, clock: inout StageClock
  ) async -> Result<BuiltGraph, DiagnosticsError> {
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

    let targetCount = workspace.targets.count
    progress?(PipelineProgress(stage: .index, total: targetCount))
    let indexes = await index(workspace.targets, jobs: options.jobs, cache: cache.indexCache) { done in
      progress?(PipelineProgress(stage: .index, completed: done, total: targetCount))
    }
    clock.lap("index")

    var (graph, graphDiagnostics) = GraphBuilder.build(indexes: indexes, rootModule: workspace.root.moduleName)
    graph.testOverrides = configuration.testOverrides
    var selectionProblems: [Diagnostic] = []
    if let selected = configuration.rootComponents {
      selectionProblems = RootSelection.problems(selected, graph: graph)
      graph.selectedRoots = Set(selected.map(\.value))
    }
    progress?(PipelineProgress(stage: .graph, total: graph.components.count))
    let diagnostics =
      (indexes.flatMap(\.diagnostics) + graphDiagnostics + selectionProblems + Validator.validate(graph)).sorted()
    clock.lap("graph")
    let counts = cache.counts.merging([
      "targets": workspace.targets.count,
      "files": workspace.targets.reduce(0) { $0 + $1.sourceFiles.count },
      "components": graph.components.count,
      "bindings": graph.components.values.reduce(0) { $0 + $1.bindings.count },
    ]) { _, new in new }
    return .success(
      BuiltGraph(
        workspace: workspace, workspaceRoot: configuration.workspaceRoot, graph: graph, diagnostics: diagnostics,
        counts: counts))
  }
}
