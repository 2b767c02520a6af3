/// The graph stage: the indexes merged into one ``BindingGraph`` (``GraphBuilder``), the root components selected
/// (``RootSelection``) and the graph validated (``Validator``); then what the graph's types and test targets ask
/// for besides (``MockPlanner``, ``TestModulePlanner``). The same for `.sword.yml` and build-system input.
package enum GraphStage {
  /// The graph of `indexes` with `settings`, and every problem of indexing, building, selecting root components
  /// and validating, sorted.
  /// `selecting`: the graph of some components' bindings only (see ``BindingSelection``).
  package static func validate(
    _ indexes: [TargetIndex], settings: GraphSettings,
    selecting: ((GraphBuilder.ComponentFrame) -> BindingSelection)? = nil
  ) -> ValidatedGraph {
    // The test targets of `tests:` are not part of the graph: each replaces bindings of a copy of it.
    let tests = settings.testModules.isEmpty ? [] : indexes.filter { settings.testModules.contains($0.moduleName) }
    let indexes = tests.isEmpty ? indexes : indexes.filter { !settings.testModules.contains($0.moduleName) }
    var selection: BindingSelection?
    var (graph, graphDiagnostics) = GraphBuilder.build(
      indexes: indexes, rootModule: settings.rootModule, mainActorModules: settings.mainActorModules,
      packageOfModule: settings.packageOfModule,
      selecting: selecting.map { selecting in
        { frame in
          selection = selecting(frame)
          return selection!
        }
      })
    graph.testOverrides = settings.testOverrides
    // Test targets' accessors read the app's overrides: they are not `fileprivate` to its file.
    graph.overridesAreShared = !tests.isEmpty
    var selectionProblems: [Diagnostic] = []
    if let rootComponents = settings.rootComponents {
      selectionProblems = RootSelection.problems(rootComponents, graph: graph)
      graph.selectedRoots = Set(rootComponents.map(\.name))
    }
    // A selection's graph (an incremental run's) plans the mocks of the modules it names only.
    let planned = selection.map(\.mocked)
    let mocks =
      planned?.isEmpty != true && (!settings.mockModules.isEmpty || indexes.contains(where: \.asksForMocks))
      ? MockPlanner.plans(
        graph, mockModules: settings.mockModules, internalImportModules: settings.internalImportModules,
        mainActorModules: settings.mainActorModules, only: planned)
      : (plans: [], diagnostics: [])
    var diagnostics =
      indexes.flatMap(\.diagnostics) + graphDiagnostics + selectionProblems + Validator.validate(graph)
      + settings.workspaceWarnings
      + SwordImportAccess.problems(in: indexes, internalImportModules: settings.internalImportModules)
      + UnindexedComponents.warnings(graph: graph, settings: settings, indexedTargets: indexes.count)
      + mocks.diagnostics
    // A test target's replacements are checked against a graph without errors (its own would repeat them).
    var testModules: [TestModulePlan] = []
    diagnostics += tests.flatMap(\.diagnostics)
    if !diagnostics.contains(where: { $0.severity == .error }) {
      for test in tests {
        let (plan, problems) = TestModulePlanner.plan(test, indexes: indexes, graph: graph, settings: settings)
        diagnostics += problems
        if let plan { testModules.append(plan) }
      }
    }
    var validated = ValidatedGraph(graph: graph, diagnostics: diagnostics.sorted())
    validated.mocks = mocks.plans
    validated.testModules = testModules
    validated.selection = selection
    return validated
  }
}
