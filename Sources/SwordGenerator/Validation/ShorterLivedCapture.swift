/// Scoped bindings that capture one that lives shorter:
/// - a `.single` that holds a `.weakReference` of its own component, directly or through unscoped bindings, keeps
///   it alive as long as the component, so it is never released;
/// - a scoped binding that asks for a type only a subcomponent binds would outlive it (and cannot see it).
enum ShorterLivedCapture {
  /// Every `.single` that captures a `.weakReference` of its component, one diagnostic per `.single` (its nearest
  /// capture). One breadth-first pass backwards from all `.weakReference` bindings through unscoped ones.
  static func weakReferencesHeldBySingles(_ requests: RequestGraph) -> [Diagnostic] {
    let bindings = requests.bindings
    var toward: [RequestGraph.Edge?] = Array(repeating: nil, count: bindings.count)
    var queue = bindings.indices.filter { bindings[$0].scope == .weakReference }
    var seen = Set(queue)
    var captures: [Int] = []
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      // A `Provider` asks again each time and a `Weak` does not hold: neither keeps the instance alive.
      for edge in requests.incoming[node]
      where bindings[edge.from].component == bindings[node].component && !seen.contains(edge.from)
        && edge.kind != .provider && edge.kind != .weak
      {
        seen.insert(edge.from)
        toward[edge.from] = edge
        switch bindings[edge.from].scope {
        case nil: queue.append(edge.from)
        case .single?: captures.append(edge.from)
        case .weakReference?: break
        }
      }
    }
    return captures.sorted().map { single in
      var path: [RequestGraph.Edge] = []
      var current = single
      while let edge = toward[current] {
        path.append(edge)
        current = edge.to
      }
      return diagnostic(single: single, path: path, requests: requests)
    }
  }

  private static func diagnostic(single: Int, path: [RequestGraph.Edge], requests: RequestGraph) -> Diagnostic {
    let holder = requests.bindings[single]
    let held = requests.bindings[path.last!.to]
    let through = path.dropLast().map { "'\(requests.bindings[$0.to].key)'" }
    var message = "'\(holder.key)' is .single and captures '\(held.key)', which is .weakReference"
    if !through.isEmpty { message += " (through \(through.joined(separator: ", ")))" }
    message +=
      ": it keeps '\(held.key)' alive as long as \(holder.component), so it is never released; make "
      + "'\(holder.key)' .weakReference or unscoped, or '\(held.key)' .single"
    let detail =
      path.reversed().flatMap { RequestChain.injected($0.parameter, at: requests.bindings[$0.from]) }
      + requests.chain(from: single)
    return Diagnostic(
      .shorterLivedCapture, message, at: path[0].parameter.location, detail: detail,
      notes: [.init("'\(held.key)' is scoped .weakReference here", at: scopeLocation(of: held))])
  }

  /// A scoped `requester` asking for `key`, which only subcomponents of its component bind; `nil` when that is not
  /// the case (the missing binding is reported as such).
  static func capturedFromSubcomponent(
    _ key: BindingKey, parameter: ParameterDeclaration, requester: Binding, hidden: [Binding], graph: BindingGraph,
    chain: [String]
  ) -> Diagnostic? {
    guard let scope = requester.scope,
      let inChild = hidden.first(where: { graph.ancestry(of: $0.component).dropFirst().contains(requester.component) })
    else { return nil }
    return Diagnostic(
      .shorterLivedCapture,
      "'\(requester.key)' is .\(scope.rawValue) in \(requester.component) and would outlive '\(key)', which is "
        + "registered to the subcomponent \(inChild.component); register '\(key)' to \(requester.component), or "
        + "'\(requester.key)' to \(inChild.component)",
      at: parameter.location, detail: chain,
      notes: [
        .init("'\(key)' is registered to '\(inChild.component)' here", at: inChild.location),
        .init("'\(requester.key)' is scoped .\(scope.rawValue) here", at: scopeLocation(of: requester)),
      ])
  }

  /// A scoped `requester` asking for a subcomponent (below its component) itself: the subcomponent would live as
  /// long as the scoped instance. `nil` when that is not the case.
  static func capturedSubcomponent(
    _ key: BindingKey, parameter: ParameterDeclaration, requester: Binding, graph: BindingGraph, chain: [String]
  ) -> Diagnostic? {
    guard let scope = requester.scope, let child = graph.componentName(of: key),
      graph.ancestry(of: child).dropFirst().contains(requester.component), let node = graph.components[child],
      let factory = graph.factoryBinding(of: child)
    else { return nil }
    let signature = FactoryProblems.signature(of: factory, graph: graph)
    return Diagnostic(
      .shorterLivedCapture,
      "'\(requester.key)' is .\(scope.rawValue) in \(requester.component) and would outlive '\(key)', a "
        + "subcomponent made on demand; ask for its factory '\(signature)'"
        + (node.parent == requester.component ? "" : " in a binding of \(node.parent ?? child)")
        + " and keep what it makes only while it is needed",
      at: parameter.location, detail: chain,
      notes: [
        .init("'\(child)' is declared here", at: node.declaration.location),
        .init("'\(requester.key)' is scoped .\(scope.rawValue) here", at: scopeLocation(of: requester)),
      ])
  }

  /// A `.single` of a subcomponent that holds the subcomponent itself: the component keeps the instance and the
  /// instance the component, so neither is ever released. `Weak<…>` holds it without the cycle.
  static func heldOwnSubcomponent(
    _ answer: BindingGraph.Answer, requester: Binding, graph: BindingGraph, chain: () -> [String]
  ) -> Diagnostic? {
    guard requester.scope == .single, let (found, depth) = answer.target, depth == 0, case .component = found.source,
      answer.request.kind != .weak, let node = graph.components[found.component], node.parent != nil
    else { return nil }
    let name = found.component
    return Diagnostic(
      .shorterLivedCapture,
      "'\(requester.key)' is .single in \(name) and holds \(name) itself: each keeps the other alive, so no "
        + "\(name) is ever released; ask for 'Weak<\(found.key.display)>', or make '\(requester.key)' unscoped or "
        + ".weakReference",
      at: answer.request.parameter.location, detail: chain(),
      notes: [.init("'\(requester.key)' is scoped .single here", at: scopeLocation(of: requester))])
  }

  private static func scopeLocation(of binding: Binding) -> SourceLocation {
    if case .dependency(let dependency, _) = binding.source, let location = dependency.scopeLocation { return location }
    return binding.location
  }
}
