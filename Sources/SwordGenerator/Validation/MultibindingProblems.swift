/// What is wrong with a component's collections: contributions that cannot be elements (scoped, or with
/// `@Assisted` parameters) and two map contributions with one key in one component's graph (its own and its
/// parents' contributions).
enum MultibindingProblems {
  static func check(_ node: ComponentNode, graph: BindingGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for key in node.bindings.keys.sorted() {
      guard let binding = node.bindings[key]?.first, let multibinding = binding.multibinding else { continue }
      for element in multibinding.elements {
        if let scope = element.provider.scope {
          diagnostics.append(
            Diagnostic(
              .invalidContribution,
              "'\(element.description)' is scoped .\(scope.rawValue) and contributes to '\(key)'; an element is made "
                + "with its collection. Bind the scoped value with its own @Provider and contribute it from another: "
                + "'@Provider \(element.contribution.attributeDescription) static func \(element.provider.name)(_ value: "
                + "\(element.provider.returnType.text)) -> \(element.provider.returnType.text) { value }'",
              at: element.provider.location))
        }
        if let assisted = element.provider.parameters.first(where: \.isAssisted) {
          diagnostics.append(
            Diagnostic(
              .invalidContribution,
              "'\(element.description)' contributes to '\(key)' but has the @Assisted parameter '\(assisted.name)'; "
                + "nobody can pass it when the collection is made. Remove @Assisted",
              at: assisted.location))
        }
      }
      guard multibinding.kind == .map else { continue }
      var elements = multibinding.elements
      for ancestor in graph.ancestry(of: node.name).dropFirst() {
        elements += graph.components[ancestor]?.bindings[key]?.first?.multibinding?.elements ?? []
      }
      var byKey: [String: [Multibinding.Element]] = [:]
      for element in elements {
        if let mapKey = element.contribution.mapKey { byKey[mapKey.expression, default: []].append(element) }
      }
      for (mapKey, sharing) in byKey.sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
        let ordered = sharing.sorted { $0.provider.location < $1.provider.location }
        // Reported once, in the component that adds the later contribution.
        guard let primary = ordered.last(where: { element in multibinding.elements.contains(element) }) else {
          continue
        }
        diagnostics.append(
          Diagnostic(
            .duplicateMapKey,
            "the key \(mapKey) of '\(key)' is contributed \(sharing.count) times in \(node.name)'s graph; a map keeps "
              + "one value per key: change one key or remove one contribution",
            at: primary.contribution.location,
            notes: ordered.filter { $0 != primary }.map {
              .init("\(mapKey) is also contributed by \($0.description)", at: $0.contribution.location)
            }))
      }
    }
    return diagnostics
  }
}
