/// A key bound more than once in one component's graph (its own bindings and its parents'), listing every
/// declaration; a component argument that a declaration binds again gets its own wording.
enum DuplicateBindings {
  static func check(_ node: ComponentNode, graph: BindingGraph, requests: RequestGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for key in node.bindings.keys.sorted() {
      guard let bindings = node.bindings[key] else { continue }
      var all = bindings
      // A key bound in an ancestor as well is ambiguous too (but a subcomponent adds to its parents' collections).
      let isCollection = bindings.allSatisfy { $0.multibinding != nil }
      for ancestor in graph.ancestry(of: node.name).dropFirst() {
        all += (graph.components[ancestor]?.bindings[key] ?? []).filter { !isCollection || $0.multibinding == nil }
      }
      guard all.count > 1 else { continue }
      // `#if DEBUG` / `#else` bindings of one type: never two in one configuration.
      if ConditionText.pairwiseExclusive(all.map(\.condition)) { continue }
      // Point at the binding declared last in this component, preferring a declaration over a component argument.
      let primary = bindings.max { ($0.isDeclaration ? 1 : 0, $0.location) < ($1.isDeclaration ? 1 : 0, $1.location) }!
      let others = all.filter { $0 != primary }.sorted { $0.location < $1.location }
      let arguments = all.filter { !$0.isDeclaration }
      let message: String
      if let argument = arguments.first, all.contains(where: \.isDeclaration) {
        let declarations = all.filter(\.isDeclaration)
        let bound =
          declarations.count == 1 ? "by \(declarations[0].constructorDescription)" : "\(declarations.count) times"
        message =
          "'\(key)' is an argument of \(argument.component) and is also bound \(bound) in \(node.name)'s graph; the "
          + "argument already provides it: remove the other binding, or the argument"
      } else {
        message = "'\(key)' is bound \(all.count) times in \(node.name)'s graph; keep one binding per type"
      }
      let detail = requests.node(key, in: node.name).map(requests.chain(from:)) ?? []
      diagnostics.append(
        Diagnostic(
          .duplicateBinding, message, at: primary.location, detail: detail,
          notes: others.map { other in
            other.isDeclaration
              ? .init(
                "'\(key)' is also bound by [\(other.component)] \(other.constructorDescription)", at: other.location)
              : .init("'\(key)' is also an argument of \(other.component)", at: other.location)
          }))
    }
    return diagnostics
  }
}
