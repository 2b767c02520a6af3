/// Tarjan's strongly connected components, iterative so that a graph thousands of levels deep cannot overflow the
/// stack. Shared by cycle detection and the graph's statistics.
enum StronglyConnected {
  /// Each node's component number, numbered in the order components complete: what a component's edges lead to
  /// has a smaller number (reverse topological order of `edges`).
  static func components(_ edges: [[Int]]) -> [Int] {
    let count = edges.count
    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var component = [Int](repeating: -1, count: count)
    var stack: [Int] = []
    var next = 0
    var components = 0
    for start in 0..<count where index[start] < 0 {
      var work: [(node: Int, edge: Int)] = [(start, 0)]
      index[start] = next
      low[start] = next
      next += 1
      stack.append(start)
      onStack[start] = true
      while let (node, edge) = work.last {
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let target = edges[node][edge]
          if index[target] < 0 {
            index[target] = next
            low[target] = next
            next += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            low[node] = min(low[node], index[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
        if low[node] == index[node] {
          while let member = stack.popLast() {
            onStack[member] = false
            component[member] = components
            if member == node { break }
          }
          components += 1
        }
      }
    }
    return component
  }
}
