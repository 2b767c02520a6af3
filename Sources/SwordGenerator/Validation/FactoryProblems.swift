/// What is wrong with requests of factories, components and bindings with effects:
/// - a factory whose parameters are not the assisted parameters (or the subcomponent's arguments) in order, or a
///   factory of a type that takes nothing from its caller;
/// - a subcomponent asked for as an instance (it is made by its factory, with its arguments);
/// - `Lazy<T>`, `Provider<T>` or a factory without `async` / `throws` for a `T` whose creation may suspend or fail;
/// - a `@Sendable` factory of a main-actor binding (the call would leave the main actor).
enum FactoryProblems {
  /// The problem of one answered request, or `nil`.
  static func problem(
    of answer: BindingGraph.Answer, requester: Binding, graph: BindingGraph, chain: () -> [String]
  ) -> Diagnostic? {
    let request = answer.request
    guard let found = answer.target?.binding else { return nil }
    let parameter = request.parameter
    let written = parameter.type.text
    if case .subcomponentFactory(let child) = found.source, request.kind != .factory {
      if let capture = ShorterLivedCapture.capturedSubcomponent(
        found.key, parameter: parameter, requester: requester, graph: graph, chain: chain())
      {
        return capture
      }
      return Diagnostic(
        .subcomponentInjected,
        "'\(written)' asks for the subcomponent '\(found.key)', which is made with its arguments by its factory; "
          + "ask for '\(signature(of: found, graph: graph))' (a new \(child) on each call)",
        at: parameter.location, detail: chain(),
        notes: [.init("'\(child)' is declared here", at: found.location)])
    }
    if let cycle = ShorterLivedCapture.heldOwnSubcomponent(answer, requester: requester, graph: graph, chain: chain) {
      return cycle
    }
    let effects = graph.effects(of: found)
    switch request.kind {
    case .lazy, .provider:
      guard !effects.isEmpty else { return nil }
      let wrapper = request.kind == .lazy ? "AsyncLazy" : "AsyncProvider"
      return Diagnostic(
        .synchronousRequest,
        "'\(written)' cannot wait for '\(found.key)', whose creation is \(effects.specifiers)\(through(found, graph)); "
          + "ask for '\(wrapper)<\(found.key.display)>' and 'try await' its value",
        at: parameter.location, detail: chain(), notes: [.init("'\(found.key)' is bound here", at: found.location)])
    case .factory:
      guard let factory = request.factory else { return nil }
      return factoryProblem(factory, found: found, effects: effects, parameter: parameter, graph: graph, chain: chain)
        ?? sendableProblem(factory, found: found, parameter: parameter, graph: graph, chain: chain)
    case .instance, .optional, .weak, .asyncLazy, .asyncProvider:
      return nil
    }
  }

  private static func factoryProblem(
    _ factory: FactoryType, found: Binding, effects: Effects, parameter: ParameterDeclaration, graph: BindingGraph,
    chain: () -> [String]
  ) -> Diagnostic? {
    let written = parameter.type.text
    let expected: [TypeReference]
    switch found.source {
    case .subcomponentFactory(let child):
      expected = graph.components[child]?.declaration.arguments.map(FactoryParameters.storedType(of:)) ?? []
    default:
      guard found.isAssisted else {
        return Diagnostic(
          .factoryWithoutAssisted,
          "'\(written)' asks for a factory of '\(found.key)', which has no @Assisted parameters for a caller to "
            + "pass; ask for 'Provider<\(found.key.display)>' (a value on each call), or '\(found.key.display)'",
          at: parameter.location, detail: chain(), notes: [.init("'\(found.key)' is bound here", at: found.location)])
      }
      expected = found.assistedParameters.map(\.type)
    }
    let given = factory.parameters.map { TypeReference($0, at: parameter.type.location) }
    let matches =
      given.count == expected.count
      && zip(given, expected).allSatisfy {
        graph.key(for: $0) == graph.key(for: TypeReference(TypeResolver.requestedType($1.text), at: $1.location))
      }
    if !matches {
      let what =
        found.isComponentBinding ? "the arguments of '\(found.key)'" : "the @Assisted parameters of '\(found.key)'"
      return Diagnostic(
        .factoryMismatch,
        "'\(written)' does not take \(what) in order; write '\(signature(of: found, graph: graph))'",
        at: parameter.location, detail: chain(),
        notes: [.init("'\(found.key)' is declared here", at: found.location)])
    }
    guard !factory.effects.isSuperset(of: effects) else { return nil }
    return Diagnostic(
      .synchronousRequest,
      "'\(written)' cannot make '\(found.key)', whose creation is \(effects.specifiers)\(through(found, graph)); "
        + "write '\(signature(of: found, graph: graph))' and 'try await' its calls",
      at: parameter.location, detail: chain(), notes: [.init("'\(found.key)' is bound here", at: found.location)])
  }

  /// A `@Sendable` factory runs wherever it is called; a main-actor binding can only be made on the main actor.
  private static func sendableProblem(
    _ factory: FactoryType, found: Binding, parameter: ParameterDeclaration, graph: BindingGraph,
    chain: () -> [String]
  ) -> Diagnostic? {
    guard factory.isSendable, graph.isMainActor(found) else { return nil }
    return Diagnostic(
      .factoryMismatch,
      "'\(parameter.type.text)' can be called from any thread, but '\(found.key)' is made on the main actor; write "
        + "'@MainActor' in the factory type (a main-actor closure is Sendable too)",
      at: parameter.location, detail: chain(), notes: [.init("'\(found.key)' is bound here", at: found.location)])
  }

  /// The factory type that answers for `binding`: `(String, Int) async throws -> Detail`, `() -> LoginComponent`.
  static func signature(of binding: Binding, graph: BindingGraph) -> String {
    let parameters: [String]
    switch binding.source {
    case .subcomponentFactory(let child):
      parameters =
        graph.components[child].map {
          FactoryParameters.initializerArguments(of: $0.declaration, graph: graph).map(\.type)
        } ?? []
    default:
      parameters = binding.assistedParameters.map { FactoryParameters.closureType(of: $0, graph: graph) }
    }
    return FactoryType.spelled(
      parameters, effects: graph.effects(of: binding), result: graph.typeSpelling(of: binding.key))
  }

  /// ` (through 'Database')`: the binding with effects of its own that gives `binding` its effects, when it is not
  /// `binding` itself.
  private static func through(_ binding: Binding, _ graph: BindingGraph) -> String {
    guard binding.ownEffects.isEmpty else { return "" }
    var seen: Set<BindingKey> = [binding.key]
    var queue: [Binding] = [binding]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for answer in graph.answers(of: current) where !answer.request.isDeferred {
        guard let target = answer.target?.binding, seen.insert(target.key).inserted,
          !graph.effects(of: target).isEmpty
        else { continue }
        if !target.ownEffects.isEmpty { return " (through '\(target.key)')" }
        queue.append(target)
      }
    }
    return ""
  }
}
