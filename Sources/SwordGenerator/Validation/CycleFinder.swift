/// Finds dependency cycles with one strongly-connected-components pass (Tarjan's algorithm, iterative so that a
/// graph thousands of levels deep cannot overflow the stack), and reports each cycle once.
enum CycleFinder {
  private struct Node: Hashable {
    var component: String
    var key: BindingKey
  }

  private struct Edge {
    var target: Node
    var parameter: ParameterDeclaration
  }

  /// One diagnostic per cycle; with `requests`, each also says how an accessor reaches the cycle.
  static func cycles(in graph: BindingGraph, requests: RequestGraph? = nil) -> [Diagnostic] {
    // Adjacency: each binding points at the bindings its non-assisted parameters resolve to.
    var nodes: [Node] = []
    var edges: [Node: [Edge]] = [:]
    for component in graph.componentNames {
      for binding in graph.bindings(of: component) {
        let node = Node(component: component, key: binding.key)
        nodes.append(node)
        // `Lazy` and `Provider` make their value later, so they break a cycle: their edges are left out.
        edges[node] = graph.requests(of: binding).filter { !$0.isDeferred }.compactMap { request in
          guard let (found, _) = graph.resolve(request.key, in: component) else { return nil }
          return Edge(target: Node(component: found.component, key: request.key), parameter: request.parameter)
        }
      }
    }

    var indexOf: [Node: Int] = [:]
    var lowLink: [Node: Int] = [:]
    var onStack: Set<Node> = []
    var stack: [Node] = []
    var components: [[Node]] = []
    var counter = 0

    for root in nodes where indexOf[root] == nil {
      // Each frame: the node and the position of the next edge to explore.
      var work: [(node: Node, next: Int)] = [(root, 0)]
      indexOf[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack.insert(root)
      while var frame = work.popLast() {
        let outgoing = edges[frame.node] ?? []
        if frame.next < outgoing.count {
          let target = outgoing[frame.next].target
          frame.next += 1
          work.append(frame)
          if indexOf[target] == nil {
            indexOf[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack.insert(target)
            work.append((target, 0))
          } else if onStack.contains(target) {
            lowLink[frame.node] = min(lowLink[frame.node]!, indexOf[target]!)
          }
          continue
        }
        if let parent = work.last {
          lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
        }
        if lowLink[frame.node] == indexOf[frame.node] {
          var members: [Node] = []
          while let member = stack.popLast() {
            onStack.remove(member)
            members.append(member)
            if member == frame.node { break }
          }
          let selfLoop = members.count == 1 && (edges[members[0]] ?? []).contains { $0.target == members[0] }
          if members.count > 1 || selfLoop { components.append(members) }
        }
      }
    }
    return components.compactMap { diagnostic(for: $0, edges: edges, graph: graph, requests: requests) }
  }

  private static func diagnostic(
    for members: [Node], edges: [Node: [Edge]], graph: BindingGraph, requests: RequestGraph?
  ) -> Diagnostic? {
    let inCycle = Set(members)
    func binding(_ node: Node) -> Binding? { graph.components[node.component]?.bindings[node.key]?.first }
    // Start where requests from an accessor enter the cycle (else at the member declared first), so the same
    // cycle always reads the same way and its chain continues to an accessor.
    let entry = requests.flatMap { requests in
      requests.entry(of: members.compactMap { requests.node($0.key, in: $0.component) }).map { requests.bindings[$0] }
    }
    let start = entry.map { Node(component: $0.component, key: $0.key) } ?? members.min { (binding($0)?.location ?? .init(file: "", line: 0, column: 0)) < (binding($1)?.location ?? .init(file: "", line: 0, column: 0)) }!
    // Breadth-first search inside the component for the shortest way back to `start`.
    var previous: [Node: (Node, Edge)] = [:]
    var queue = [start]
    var head = 0
    var closing: (Node, Edge)?
    search: while head < queue.count {
      let node = queue[head]
      head += 1
      for edge in edges[node] ?? [] where inCycle.contains(edge.target) {
        if edge.target == start {
          closing = (node, edge)
          break search
        }
        if previous[edge.target] == nil {
          previous[edge.target] = (node, edge)
          queue.append(edge.target)
        }
      }
    }
    var steps: [(Node, Edge)] = []
    if let closing {
      steps.append(closing)
      var node = closing.0
      while node != start, let step = previous[node] {
        steps.append(step)
        node = step.0
      }
      steps.reverse()
    }
    return CycleDiagnostic.make(
      steps.compactMap { from, edge in
        guard let requester = binding(from), let target = binding(edge.target) else { return nil }
        return CycleDiagnostic.Step(from: requester, parameter: edge.parameter, to: target)
      }, requests: requests)
  }
}
