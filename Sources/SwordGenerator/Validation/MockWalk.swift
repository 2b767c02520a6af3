/// The bindings one module's mocks reach, found in time linear in the graph (not in the sum of the mocked types'
/// subtrees, which is quadratic where a high-level type reaches most of the graph): one walk from every mocked type
/// at once, through the bindings the module builds, then, over the walk's strongly connected components, what each
/// binding needs transitively: the bindings the caller must pass, and the `#if` conjuncts it is compiled under. A
/// mocked type's own subtree is listed only up to ``MockPlan/flatParameterLimit`` bindings.
struct MockWalk {
  /// One binding reached.
  struct Site {
    var binding: Binding
    var isBuilt: Bool
    /// The sites it needs (none for one the module does not build).
    var needs: [Int] = []
  }

  private(set) var sites: [Site] = []
  private var positions: [MockPlan.Site: Int] = [:]
  /// By site: the sites that must be passed among those it reaches, and the conjuncts of the conditions of every
  /// binding it reaches, itself included.
  private(set) var passed: [Set<Int>] = []
  private(set) var conjuncts: [Set<String>] = []

  /// Walks from `roots` (the mocked types' bindings) in `module`; `canBuild` says which bindings the module
  /// builds. Of a key bound per configuration, the binding whose condition a DEBUG build compiles is taken.
  init(roots: [Binding], graph: BindingGraph, canBuild: (Binding) -> Bool) {
    var pending: [Int] = []
    func position(of found: Binding) -> Int {
      let key = MockPlan.Site(found)
      if let known = positions[key] { return known }
      let alternatives = graph.components[found.component]?.bindings[found.key] ?? [found]
      let binding = alternatives.first { $0.condition.allSatisfy { $0 == "DEBUG" } } ?? found
      let isBuilt = canBuild(binding)
      sites.append(Site(binding: binding, isBuilt: isBuilt))
      positions[key] = sites.count - 1
      if isBuilt { pending.append(sites.count - 1) }
      return sites.count - 1
    }
    for root in roots { _ = position(of: root) }
    while let next = pending.popLast() {
      let binding = sites[next].binding
      var needs = graph.answers(of: binding).compactMap { $0.target?.binding }
      if binding.multibinding != nil, let parent = graph.components[binding.component]?.parent,
        let inherited = graph.resolve(binding.key, in: parent)?.binding
      {
        needs.append(inherited)
      }
      sites[next].needs = needs.map(position(of:))
    }
    // What a component of the walk needs is what any of its sites needs: computed once per component, those its
    // edges lead to first (Tarjan numbers them so).
    let component = StronglyConnected.components(sites.map(\.needs))
    let count = (component.max() ?? -1) + 1
    var members = Array(repeating: [Int](), count: count)
    for (site, number) in component.enumerated() { members[number].append(site) }
    var passedOf = Array(repeating: Set<Int>(), count: count)
    var conjunctsOf = Array(repeating: Set<String>(), count: count)
    for number in 0..<count {
      for site in members[number] {
        conjunctsOf[number].formUnion(sites[site].binding.condition)
        for need in sites[site].needs {
          if !sites[need].isBuilt { passedOf[number].insert(need) }
          conjunctsOf[number].formUnion(sites[need].binding.condition)
          if component[need] != number {
            passedOf[number].formUnion(passedOf[component[need]])
            conjunctsOf[number].formUnion(conjunctsOf[component[need]])
          }
        }
      }
    }
    passed = component.map { passedOf[$0] }
    conjuncts = component.map { conjunctsOf[$0] }
  }

  /// The site of `binding`, once walked.
  func position(of binding: Binding) -> Int? { positions[MockPlan.Site(binding)] }

  /// The sites `root` reaches (not itself), breadth first, as long as there are at most `limit`; `nil` past it.
  func reached(from root: Int, limit: Int) -> [Int]? {
    var seen: Set<Int> = [root]
    var order: [Int] = []
    var queue = sites[root].needs[...]
    while let next = queue.popFirst() {
      guard seen.insert(next).inserted else { continue }
      order.append(next)
      if order.count > limit { return nil }
      queue.append(contentsOf: sites[next].needs)
    }
    return order
  }

  /// Every site `roots` reach, themselves included, in walk order.
  func closure(of roots: [Int]) -> [Int] {
    var seen = Set(roots)
    var pending = roots
    while let next = pending.popLast() {
      for need in sites[next].needs where seen.insert(need).inserted { pending.append(need) }
    }
    return seen.sorted()
  }
}
