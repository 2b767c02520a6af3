/// Who asks for what: one node per binding of each component, one edge per parameter from the binding that asks to
/// the binding that answers (in the same component or a parent). Built once per validation; one breadth-first
/// pass from the bindings nothing asks for (what callers reach through the component's accessors) gives every
/// binding its shortest way back to an accessor, so every chain costs the length of the chain.
///
/// ```
/// Clock is injected at
///     [AppComponent] Scheduler.init(clock:)
/// Scheduler is injected at
///     [AppComponent] SyncService.init(scheduler:)
/// SyncService is requested at
///     [AppComponent] AppComponent.syncService
/// ```
struct RequestGraph {
  /// A request: `parameter` of `bindings[from]` is answered by `bindings[to]`.
  struct Edge {
    var from: Int
    var to: Int
    /// The answered requests of `bindings[from]` (shared with the graph, not copied) and this edge's position in
    /// them.
    private var answers: [BindingGraph.Answer]
    private var position: Int
    /// The request this edge answers.
    var request: Request { answers[position].request }
    /// How the value is handed over (`Lazy`, `Provider` and `Weak` do not keep what they point at alive the way a
    /// plain parameter does).
    var kind: Request.Kind { request.kind }
    var parameter: ParameterDeclaration { request.parameter }

    init(from: Int, to: Int, answers: [BindingGraph.Answer], position: Int) {
      self.from = from
      self.to = to
      self.answers = answers
      self.position = position
    }
  }

  private struct NodeKey: Hashable {
    var component: String
    var key: BindingKey
  }

  /// Every binding, by node number: components in name order, each one's bindings in key order.
  private(set) var bindings: [Binding] = []
  private(set) var outgoing: [[Edge]] = []
  private(set) var incoming: [[Edge]] = []
  private var numbers: [NodeKey: Int] = [:]
  /// The edge through which each node is first reached from an accessor; `nil` for a node asked for by nothing.
  private var parent: [Edge?] = []
  /// The order in which the breadth-first pass reached each node.
  private var visitOrder: [Int] = []

  init(_ graph: BindingGraph) {
    for component in graph.componentNames {
      for binding in graph.bindings(of: component) {
        numbers[NodeKey(component: component, key: binding.key)] = bindings.count
        bindings.append(binding)
      }
    }
    outgoing = Array(repeating: [], count: bindings.count)
    incoming = Array(repeating: [], count: bindings.count)
    for (number, binding) in bindings.enumerated() {
      let answers = graph.answers(of: binding)
      for (position, answer) in answers.enumerated() {
        guard let (found, _) = answer.target, let target = numbers[NodeKey(component: found.component, key: found.key)]
        else { continue }
        let edge = Edge(from: number, to: target, answers: answers, position: position)
        outgoing[number].append(edge)
        incoming[target].append(edge)
      }
    }
    findShortestRequests()
  }

  /// The node of the binding of `key` registered to `component`.
  func node(_ key: BindingKey, in component: String) -> Int? {
    numbers[NodeKey(component: component, key: key)]
  }

  /// How the binding `node` is reached from an accessor, Dagger style, from the binding up:
  /// `Clock is injected at` / `    [AppComponent] Scheduler.init(clock:)` … `Scheduler is requested at` /
  /// `    [AppComponent] AppComponent.scheduler`.
  /// A chain longer than ``longestChain`` injections keeps its first and last halves and says how many it skips.
  func chain(from node: Int) -> [String] {
    var steps: [Edge] = []
    var current = node
    while let edge = parent[current] {
      steps.append(edge)
      current = edge.from
    }
    func lines(_ steps: some Sequence<Edge>) -> [String] {
      steps.flatMap { RequestChain.injected($0.parameter, at: bindings[$0.from]) }
    }
    var result: [String]
    if steps.count > Self.longestChain {
      let half = Self.longestChain / 2
      result = lines(steps.prefix(half)) + ["… \(steps.count - 2 * half) more injections …"] + lines(steps.suffix(half))
    } else {
      result = lines(steps)
    }
    return result + RequestChain.requested(bindings[current])
  }

  /// How many injections a chain prints in full.
  static let longestChain = 24

  /// The node among `members` (a cycle) that the breadth-first pass reached first: where requests enter it.
  func entry(of members: [Int]) -> Int? {
    members.min { (visitOrder[$0], $0) < (visitOrder[$1], $1) }
  }

  private mutating func findShortestRequests() {
    parent = Array(repeating: nil, count: bindings.count)
    visitOrder = Array(repeating: -1, count: bindings.count)
    var order = 0
    var queue: [Int] = []
    func visit(_ node: Int, through edge: Edge?) {
      visitOrder[node] = order
      order += 1
      parent[node] = edge
      queue.append(node)
    }
    // Bindings nothing asks for first; then what only cycles reach, each from its own accessor.
    for node in bindings.indices where incoming[node].isEmpty { visit(node, through: nil) }
    var head = 0
    var nextSeed = 0
    while true {
      while head < queue.count {
        let node = queue[head]
        head += 1
        for edge in outgoing[node] where visitOrder[edge.to] < 0 { visit(edge.to, through: edge) }
      }
      while nextSeed < bindings.count, visitOrder[nextSeed] >= 0 { nextSeed += 1 }
      guard nextSeed < bindings.count else { return }
      visit(nextSeed, through: nil)
    }
  }
}
