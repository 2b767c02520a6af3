/// Finds dependency cycles with one strongly-connected-components pass (``StronglyConnected``) over the numbered
/// nodes of a ``RequestGraph``, and reports each cycle once.
enum CycleFinder {
  /// One diagnostic per cycle, each also saying how an accessor reaches the cycle.
  static func cycles(in requests: RequestGraph) -> [Diagnostic] {
    let count = requests.bindings.count
    // `Lazy` and `Provider` make their value later, so they break a cycle: their edges are left out.
    let edges = requests.outgoing.map { $0.filter { !$0.request.isDeferred } }
    let componentOf = StronglyConnected.components(edges.map { $0.map(\.to) })
    var members = [[Int]](repeating: [], count: (componentOf.max() ?? -1) + 1)
    for node in 0..<count { members[componentOf[node]].append(node) }
    let components = members.filter { nodes in
      nodes.count > 1 || (nodes.count == 1 && edges[nodes[0]].contains { $0.to == nodes[0] })
    }
    return components.compactMap { diagnostic(for: $0, edges: edges, requests: requests) }
  }

  private static func diagnostic(
    for members: [Int], edges: [[RequestGraph.Edge]], requests: RequestGraph
  ) -> Diagnostic? {
    let inCycle = Set(members)
    // Start where requests from an accessor enter the cycle, so the same cycle always reads the same way and its
    // chain continues to an accessor.
    guard let start = requests.entry(of: members) else { return nil }
    // Breadth-first search inside the component for the shortest way back to `start`.
    var previous: [Int: RequestGraph.Edge] = [:]
    var queue = [start]
    var head = 0
    var closing: RequestGraph.Edge?
    search: while head < queue.count {
      let node = queue[head]
      head += 1
      for edge in edges[node] where inCycle.contains(edge.to) {
        if edge.to == start {
          closing = edge
          break search
        }
        if previous[edge.to] == nil {
          previous[edge.to] = edge
          queue.append(edge.to)
        }
      }
    }
    var steps: [RequestGraph.Edge] = []
    if let closing {
      steps.append(closing)
      var node = closing.from
      while node != start, let step = previous[node] {
        steps.append(step)
        node = step.from
      }
      steps.reverse()
    }
    return CycleDiagnostic.make(
      steps.map {
        CycleDiagnostic.Step(from: requests.bindings[$0.from], parameter: $0.parameter, to: requests.bindings[$0.to])
      }, entryChain: requests.chain(from: start))
  }
}
