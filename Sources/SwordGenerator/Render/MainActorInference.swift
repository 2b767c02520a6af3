/// Decides which accessors are `@MainActor`: those whose declaration is, and those that construct something that
/// is (an accessor that calls a `@MainActor` accessor must be isolated to the main actor too). Memoized, so each
/// binding is visited once.
struct MainActorInference {
  let graph: BindingGraph
  private var memo: [String: Bool] = [:]

  init(graph: BindingGraph) { self.graph = graph }

  mutating func isMainActor(_ binding: Binding) -> Bool {
    let id = "\(binding.component)|\(binding.key.type)"
    if let known = memo[id] { return known }
    memo[id] = binding.isMainActor  // provisional, also guards against cycles
    var result = binding.isMainActor
    if !result {
      for parameter in binding.parameters where !parameter.isAssisted {
        if let (dependency, _) = graph.resolve(graph.key(for: parameter.type), in: binding.component),
          isMainActor(dependency)
        {
          result = true
          break
        }
      }
    }
    memo[id] = result
    return result
  }
}
