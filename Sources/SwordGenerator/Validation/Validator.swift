/// Checks a ``BindingGraph`` and reports every problem in one pass: missing, duplicate and cyclic bindings,
/// assisted types injected as plain dependencies, scopes that cannot work or capture shorter-lived bindings, and
/// declarations the root module cannot see. Each request problem carries the chain of requests from an accessor.
package enum Validator {
  /// Every problem of `graph`, unsorted (the pipeline sorts them with the other stages' problems).
  package static func validate(_ graph: BindingGraph) -> [Diagnostic] {
    let requests = RequestGraph(graph)
    // What the root module cannot see matters only for the components whose code it gets.
    let generated = Set(graph.generatedComponentNames)
    // Built only when a `.weakReference` provider needs it: one pass over every target's declared types.
    let weakProviders = graph.componentNames.contains {
      graph.bindings(of: $0).contains(where: ScopeProblems.isWeakReferenceProvider)
    }
    let declaredTypes = weakProviders ? ScopeProblems.DeclaredTypes(graph) : nil
    // Each component's problems, and the requests nothing answers in it, on every core; the checks of the whole
    // graph beside them. Merged in component order, so the result does not depend on the number of cores.
    let names = graph.componentNames
    let perComponent = parallelMap(count: names.count + 1) { position in
      guard position < names.count else {
        let whole =
          ShadowedModules.problems(in: graph) + ShorterLivedCapture.weakReferencesHeldBySingles(requests)
          + CycleFinder.cycles(in: requests)
        return (diagnostics: whole, missing: [BindingKey: [MissingRequests.Request]]())
      }
      return problems(
        of: names[position], graph: graph, requests: requests, isGenerated: generated.contains(names[position]),
        declaredTypes: declaredTypes)
    }
    var diagnostics: [Diagnostic] = []
    // Requests nothing answers, by key: one error per missing type, whoever asks.
    var missing: [BindingKey: [MissingRequests.Request]] = [:]
    for found in perComponent.dropLast() {
      diagnostics += found.diagnostics
      missing.merge(found.missing) { $0 + $1 }
    }
    diagnostics += MissingRequests.diagnostics(missing, graph: graph, advisor: MissingBindingAdvisor(graph: graph))
    return diagnostics + perComponent[names.count].diagnostics
  }

  /// The problems of one component and of its bindings, and the requests nothing answers there.
  private static func problems(
    of name: String, graph: BindingGraph, requests: RequestGraph, isGenerated: Bool,
    declaredTypes: ScopeProblems.DeclaredTypes?
  ) -> (diagnostics: [Diagnostic], missing: [BindingKey: [MissingRequests.Request]]) {
    guard let node = graph.components[name] else { return ([], [:]) }
    let advisor = MissingBindingAdvisor(graph: graph)
    var missing: [BindingKey: [MissingRequests.Request]] = [:]
    var diagnostics = DuplicateBindings.check(node, graph: graph, requests: requests)
    diagnostics += MultibindingProblems.check(node, graph: graph)
    for binding in graph.bindings(of: name) {
      diagnostics += problems(
        of: binding, graph: graph, requests: requests, advisor: advisor, missing: &missing)
      diagnostics += ScopeProblems.check(binding)
      if let declaredTypes { diagnostics += ScopeProblems.weakReferenceProvider(binding, declared: declaredTypes) }
      if isGenerated { diagnostics += Visibility.problems(of: binding, graph: graph) }
      diagnostics += PrimitiveGuard.check(binding, graph: graph)
    }
    if isGenerated { diagnostics += Visibility.problems(of: node, graph: graph) }
    return (diagnostics, missing)
  }

  /// Why `found` may be missing where `requester` asks for it: it is bound only under `#if` conditions (its own, and
  /// those of the other bindings of its type in its component) that do not hold wherever the requester is compiled.
  private static func conditionProblem(_ found: Binding, for requester: Binding, graph: BindingGraph) -> String? {
    guard !found.condition.isEmpty else { return nil }
    let alternatives = (graph.components[found.component]?.bindings[found.key] ?? [found]).map(\.condition)
    if alternatives.contains(where: \.isEmpty) || ConditionText.covers(alternatives, under: requester.condition) {
      return nil
    }
    let bound = alternatives.map { "'\(ConditionText.joined($0))'" }.joined(separator: " or ")
    let asker =
      requester.condition.isEmpty
      ? "in every configuration" : "where '\(ConditionText.joined(requester.condition))' holds"
    return "'\(found.key)' is bound only when \(bound), but \(requester.constructorDescription) asks for it \(asker); "
      + "put the requester under the same '#if', or bind '\(found.key)' in the other configurations too"
  }

  /// What is wrong with the requests of `binding`'s parameters: nothing binds them, or an assisted type answers.
  private static func problems(
    of binding: Binding, graph: BindingGraph, requests: RequestGraph, advisor: MissingBindingAdvisor,
    missing: inout [BindingKey: [MissingRequests.Request]]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for answer in graph.answers(of: binding) {
      let request = answer.request
      let parameter = request.parameter
      let key = request.key
      let found = answer.target?.binding
      // An optional nothing binds is `nil`; a parameter with a default nothing answers keeps its default.
      if found == nil, request.kind == .optional || parameter.hasDefault { continue }
      // Lazy: only a request with a problem needs its chain, so a valid graph builds none.
      lazy var chain =
        RequestChain.injected(parameter, at: binding)
        + (requests.node(binding.key, in: binding.component).map(requests.chain(from:)) ?? [])
      if let found {
        // Every problem of the request at once: where the binding exists (`#if`) is one question, how it is asked
        // for (weak, a factory, assisted) another.
        if let unavailable = conditionProblem(found, for: binding, graph: graph) {
          diagnostics.append(
            Diagnostic(
              .conditionalBinding, unavailable, at: parameter.location, detail: chain,
              notes: [
                .init(
                  "'\(key)' is bound here, under '#if \(ConditionText.joined(found.condition))'", at: found.location)
              ]))
        }
        if request.kind == .weak, found.scope == nil, !found.isAssisted, !found.isComponentBinding {
          diagnostics.append(
            Diagnostic(
              .weakUnscoped,
              "'\(parameter.type.text)' asks for a weak reference to '\(key)', which is not scoped: a new instance "
                + "would be made and released at once; scope '\(key)' with .single or .weakReference, or ask for '\(key)'",
              at: parameter.location, detail: chain, notes: [.init("'\(key)' is bound here", at: found.location)]))
        } else if let problem = FactoryProblems.problem(of: answer, requester: binding, graph: graph, chain: { chain })
        {
          diagnostics.append(problem)
        } else if found.isAssisted, request.kind != .factory {
          diagnostics.append(
            Diagnostic(
              .assistedInjectedAsDependency,
              "'\(key)' has @Assisted parameters and cannot be injected; inject its factory "
                + "'\(FactoryProblems.signature(of: found, graph: graph))', or ask the component for "
                + "\(RequestChain.accessorSignature(found)) instead",
              at: parameter.location, detail: chain,
              notes: [.init("'\(key)' is declared here", at: found.location)]))
        }
        continue
      }
      if let capture = ShorterLivedCapture.capturedSubcomponent(
        key, parameter: parameter, requester: binding, graph: graph, chain: chain)
      {
        diagnostics.append(capture)
        continue
      }
      let hidden = advisor.hiddenBindings(of: key, from: binding.component)
      if let capture = ShorterLivedCapture.capturedFromSubcomponent(
        key, parameter: parameter, requester: binding, hidden: hidden, graph: graph, chain: chain)
      {
        diagnostics.append(capture)
        continue
      }
      missing[key, default: []].append(.init(requester: binding, parameter: parameter, chain: chain))
    }
    return diagnostics
  }
}
