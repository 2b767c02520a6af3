/// Decides which accessors are `@MainActor`: those whose declaration is, those of a main-actor isolated component
/// (they read its storage and arguments), and those that construct something that is (an accessor that calls a
/// `@MainActor` accessor must be isolated to the main actor too, unless it only hands out a `@MainActor` or `async`
/// factory of it). Memoized, so each binding is visited once.
struct MainActorInference {
  let graph: BindingGraph
  private var memo: [Node: Bool] = [:]

  /// A binding of one component, the memo's key.
  private struct Node: Hashable {
    var component: String
    var key: BindingKey
  }

  init(graph: BindingGraph) { self.graph = graph }

  /// The binding's own isolation: its declaration's, or its component's.
  private func ownIsolation(_ binding: Binding) -> Bool {
    binding.isMainActor || graph.components[binding.component]?.declaration.isMainActor == true
  }

  mutating func isMainActor(_ binding: Binding) -> Bool {
    let root = Node(component: binding.component, key: binding.key)
    if let known = memo[root] { return known }
    // Depth first without recursion (a chain of thousands of bindings must not exhaust a thread's stack). Each
    // frame: a binding, the next parameter to look at, and what is known so far.
    let own = ownIsolation(binding)
    var stack: [(binding: Binding, id: Node, next: Int, result: Bool)] = [(binding, root, 0, own)]
    memo[root] = own  // provisional, also guards against cycles
    while let frame = stack.last {
      let top = stack.count - 1
      // The component-provided requests, resolved once per graph (assisted parameters are the caller's).
      let answers = graph.answers(of: frame.binding)
      if frame.result || frame.next >= answers.count {
        memo[frame.id] = frame.result
        stack.removeLast()
        if frame.result, !stack.isEmpty { stack[stack.count - 1].result = true }
        continue
      }
      stack[top].next += 1
      guard let (dependency, _) = answers[frame.next].target else { continue }
      // A factory typed `@MainActor` or `async` gets to the main actor by itself: its caller need not be there.
      if let factory = answers[frame.next].request.factory, factory.isMainActor || factory.effects.contains(.async) {
        continue
      }
      let id = Node(component: dependency.component, key: dependency.key)
      if let known = memo[id] {
        if known { stack[top].result = true }
        continue
      }
      let dependencyIsolation = ownIsolation(dependency)
      memo[id] = dependencyIsolation
      stack.append((dependency, id, 0, dependencyIsolation))
    }
    return memo[root] ?? own
  }
}
