/// The graph stage: the indexes merged into one ``BindingGraph`` (``GraphBuilder``), the root components selected
/// (``RootSelection``) and the graph validated (``Validator``). The same for `.sword.yml` and build-system input.
package enum GraphStage {
  /// The graph of `indexes` with `settings`, and every problem of indexing, building, selecting root components
  /// and validating, sorted.
  /// `selecting`: the graph of some components' bindings only (see ``BindingSelection``).
  package static func validate(
    _ indexes: [TargetIndex], settings: GraphSettings,
    selecting: ((GraphBuilder.ComponentFrame) -> BindingSelection)? = nil
  ) -> ValidatedGraph {
    var (graph, graphDiagnostics) = GraphBuilder.build(
      indexes: indexes, rootModule: settings.rootModule, mainActorModules: settings.mainActorModules,
      packageOfModule: settings.packageOfModule, selecting: selecting)
    graph.testOverrides = settings.testOverrides
    var selectionProblems: [Diagnostic] = []
    if let rootComponents = settings.rootComponents {
      selectionProblems = RootSelection.problems(rootComponents, graph: graph)
      graph.selectedRoots = Set(rootComponents.map(\.name))
    }
    // Mocks are planned on the whole graph only: a selection's (an incremental run's) has none.
    let mocks =
      selecting == nil && (!settings.mockModules.isEmpty || indexes.contains(where: \.asksForMocks))
      ? MockPlanner.plans(
        graph, mockModules: settings.mockModules, internalImportModules: settings.internalImportModules)
      : (plans: [], diagnostics: [])
    let diagnostics =
      (indexes.flatMap(\.diagnostics) + graphDiagnostics + selectionProblems + Validator.validate(graph)
      + settings.workspaceWarnings
      + SwordImportAccess.problems(in: indexes, internalImportModules: settings.internalImportModules)
      + UnindexedComponents.warnings(graph: graph, settings: settings, indexedTargets: indexes.count)
      + mocks.diagnostics).sorted()
    var validated = ValidatedGraph(graph: graph, diagnostics: diagnostics)
    validated.mocks = mocks.plans
    return validated
  }
}
