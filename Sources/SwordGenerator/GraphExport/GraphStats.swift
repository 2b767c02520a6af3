/// What a team asks of its graph before changing it: for each binding, how many bindings inject it (fan-in) and it
/// injects (fan-out), how deep its dependencies go, how many bindings depend on it transitively (its blast
/// radius), and which binding every use of it goes through (its dominator); the longest dependency chain; and the
/// bindings nothing uses.
///
/// Linear in the graph's size but for the blast radius, a bitset per strongly connected component with a bit per
/// binding (one 64-bit word per 64 bindings in each set). Cycles through `Lazy` or `Provider` are allowed, so
/// depth and reach are computed on the graph's strongly connected components.
package struct GraphStats: Codable, Hashable, Sendable {
  package struct Entry: Codable, Hashable, Sendable {
    /// The node's id (`AppComponent/APIClient`).
    package var id: String
    /// How many bindings inject it.
    package var fanIn: Int
    /// How many bindings it injects.
    package var fanOut: Int
    /// The length of its longest chain of dependencies (0: it injects nothing).
    package var depth: Int
    /// How many bindings depend on it, directly or through others.
    package var blastRadius: Int
    /// The binding every use of it goes through, when there is one: removing that binding leaves this one unused.
    package var dominator: String?
  }

  /// One entry per node, in the graph's node order.
  package var entries: [Entry]
  /// The longest chain of injections, from the binding at its top down to a binding that injects nothing.
  package var longestPath: [String]
  /// Bindings that no binding injects and whose accessor no root-target source mentions (component arguments
  /// excluded: the app passes them in).
  package var unused: [String]

  /// The statistics of `graph`. `isReferenced(accessor)` says whether the root target's sources use an accessor;
  /// without it, no binding counts as unused.
  package init(_ graph: ExportGraph, isReferenced: ((String) -> Bool)? = nil) {
    let ids = graph.nodes.map(\.id)
    let number = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    let count = ids.count
    var dependencies = [[Int]](repeating: [], count: count)  // what a node injects
    var dependents = [[Int]](repeating: [], count: count)  // what injects it
    for edge in graph.edges {
      guard let from = number[edge.from], let to = number[edge.to] else { continue }
      dependencies[to].append(from)
      dependents[from].append(to)
    }
    for index in 0..<count {
      dependencies[index] = Array(Set(dependencies[index])).sorted()
      dependents[index] = Array(Set(dependents[index])).sorted()
    }
    let components = StronglyConnected.components(dependencies)
    let depth = Self.depths(dependencies, components: components)
    let reach = Self.blastRadii(dependents, components: components)
    let dominators = Self.dominators(dependencies, dependents: dependents)
    entries = (0..<count).map { index in
      Entry(
        id: ids[index], fanIn: dependents[index].count, fanOut: dependencies[index].count, depth: depth[index],
        blastRadius: reach[index], dominator: dominators[index].map { ids[$0] })
    }
    // The longest chain: from the deepest node, always down to a deepest dependency.
    var path: [String] = []
    if var current = (0..<count).max(by: { (depth[$0], ids[$1]) < (depth[$1], ids[$0]) }) {
      var seen: Set<Int> = []
      while seen.insert(current).inserted {
        path.append(ids[current])
        guard
          let next = dependencies[current].filter({ depth[$0] == depth[current] - 1 }).min(by: { ids[$0] < ids[$1] })
        else { break }
        current = next
      }
    }
    longestPath = path
    unused =
      isReferenced.map { referenced in
        graph.nodes.enumerated().filter { index, node in
          node.kind != .argument && node.kind != .missing && !node.isContext && dependents[index].isEmpty
            && !(node.accessor.map(referenced) ?? true)
        }.map(\.element.id)
      } ?? []
  }

  /// The entries with the largest blast radius first (then by id), at most `limit`.
  package func mostDependedOn(limit: Int) -> [Entry] {
    Array(entries.sorted { ($1.blastRadius, $0.id) < ($0.blastRadius, $1.id) }.prefix(limit))
  }

  /// Each node's longest chain of dependencies, counted in components (a cycle counts once).
  static func depths(_ dependencies: [[Int]], components: [Int]) -> [Int] {
    let count = (components.max() ?? -1) + 1
    var members = [[Int]](repeating: [], count: count)
    for (node, component) in components.enumerated() { members[component].append(node) }
    var depth = [Int](repeating: 0, count: count)
    // Components come dependencies first.
    for component in 0..<count {
      for node in members[component] {
        for dependency in dependencies[node] where components[dependency] != component {
          depth[component] = max(depth[component], depth[components[dependency]] + 1)
        }
      }
    }
    return components.map { depth[$0] }
  }

  /// How many nodes reach each node through `dependents`, itself excluded: a bitset of dependents per component,
  /// filled dependents first.
  static func blastRadii(_ dependents: [[Int]], components: [Int]) -> [Int] {
    let nodes = components.count
    let count = (components.max() ?? -1) + 1
    let words = (nodes + 63) / 64
    var members = [[Int]](repeating: [], count: count)
    for (node, component) in components.enumerated() { members[component].append(node) }
    var sets = [UInt64](repeating: 0, count: count * words)
    // Dependents have larger component numbers: fill from the last component down.
    for component in stride(from: count - 1, through: 0, by: -1) {
      let base = component * words
      for node in members[component] {
        sets[base + node / 64] |= 1 << UInt64(node % 64)
        for dependent in dependents[node] where components[dependent] != component {
          let other = components[dependent] * words
          for word in 0..<words { sets[base + word] |= sets[other + word] }
        }
      }
    }
    return components.map { component in
      let base = component * words
      return (0..<words).reduce(0) { $0 + sets[base + $1].nonzeroBitCount } - 1
    }
  }

  /// Each node's immediate dominator among the nodes that inject it, from a virtual root above every node that
  /// nothing injects (Cooper, Harvey and Kennedy's iterative algorithm); `nil` when it is the root (several
  /// independent users, or none).
  static func dominators(_ dependencies: [[Int]], dependents: [[Int]]) -> [Int?] {
    let count = dependencies.count
    let root = count
    // Reverse post-order from the root, following injections downwards.
    var order: [Int] = []
    var visited = [Bool](repeating: false, count: count + 1)
    let tops = (0..<count).filter { dependents[$0].isEmpty }
    func successors(_ node: Int) -> [Int] { node == root ? tops : dependencies[node] }
    var work: [(node: Int, edge: Int)] = [(root, 0)]
    visited[root] = true
    while let (node, edge) = work.last {
      let next = successors(node)
      if edge < next.count {
        work[work.count - 1].edge += 1
        if !visited[next[edge]] {
          visited[next[edge]] = true
          work.append((next[edge], 0))
        }
        continue
      }
      order.append(node)
      work.removeLast()
    }
    order.reverse()
    var position = [Int](repeating: -1, count: count + 1)
    for (place, node) in order.enumerated() { position[node] = place }
    var idom = [Int](repeating: -1, count: count + 1)
    idom[root] = root
    func predecessors(_ node: Int) -> [Int] { dependents[node].isEmpty ? [root] : dependents[node] }
    func intersect(_ first: Int, _ second: Int) -> Int {
      var one = first
      var two = second
      while one != two {
        while position[one] > position[two] { one = idom[one] }
        while position[two] > position[one] { two = idom[two] }
      }
      return one
    }
    var changed = true
    while changed {
      changed = false
      for node in order where node != root {
        var candidate = -1
        for predecessor in predecessors(node) where position[predecessor] >= 0 && idom[predecessor] >= 0 {
          candidate = candidate < 0 ? predecessor : intersect(predecessor, candidate)
        }
        if candidate >= 0, idom[node] != candidate {
          idom[node] = candidate
          changed = true
        }
      }
    }
    return (0..<count).map { node in idom[node] < 0 || idom[node] == root ? nil : idom[node] }
  }
}
