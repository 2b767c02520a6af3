/// Finds dependency cycles with one strongly-connected-components pass (Tarjan's algorithm, iterative so that a
/// graph thousands of levels deep cannot overflow the stack) over the numbered nodes of a ``RequestGraph``, and
/// reports each cycle once.
enum CycleFinder {
  /// One diagnostic per cycle, each also saying how an accessor reaches the cycle.
  static func cycles(in requests: RequestGraph) -> [Diagnostic] {
    let count = requests.bindings.count
    // `Lazy` and `Provider` make their value later, so they break a cycle: their edges are left out.
    let edges = requests.outgoing.map { $0.filter { !$0.request.isDeferred } }
    var indexOf = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0

    for root in 0..<count where indexOf[root] < 0 {
      // Each frame: the node and the position of the next edge to explore.
      var work: [(node: Int, next: Int)] = [(root, 0)]
      indexOf[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while var frame = work.popLast() {
        let outgoing = edges[frame.node]
        if frame.next < outgoing.count {
          let target = outgoing[frame.next].to
          frame.next += 1
          work.append(frame)
          if indexOf[target] < 0 {
            indexOf[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            lowLink[frame.node] = min(lowLink[frame.node], indexOf[target])
          }
          continue
        }
        if let parent = work.last {
          lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
        }
        if lowLink[frame.node] == indexOf[frame.node] {
          var members: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            members.append(member)
            if member == frame.node { break }
          }
          let selfLoop = members.count == 1 && edges[members[0]].contains { $0.to == members[0] }
          if members.count > 1 || selfLoop { components.append(members) }
        }
      }
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
