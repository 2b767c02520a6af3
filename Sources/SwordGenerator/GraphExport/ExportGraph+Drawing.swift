extension ExportGraph {
  /// What a page that draws one component at a time shows for `component`: its own bindings, and as context (in
  /// their own clusters, dashed) the bindings of its ancestors that they are injected with. Its subcomponents are
  /// drawn on their own.
  func drawing(of component: String, index: DrawingIndex) -> ExportGraph {
    let own = index.nodes[component] ?? []
    let ownIDs = Set(own.map(\.id))
    let incoming = own.flatMap { index.incoming[$0.id] ?? [] }
    var shown = Dictionary(uniqueKeysWithValues: own.map { ($0.id, $0) })
    var clusters: Set<String> = [component]
    for edge in incoming where !ownIDs.contains(edge.from) {
      guard var source = index.node[edge.from] else { continue }
      if source.kind != .missing { source.isContext = true }
      shown[source.id] = source
      if let cluster = source.component { clusters.insert(cluster) }
    }
    // The ancestors of every cluster shown, so that each sits in its parent's frame.
    for cluster in Array(clusters) {
      var current = index.component[cluster]?.parent
      while let parent = current, clusters.insert(parent).inserted {
        current = index.component[parent]?.parent
      }
    }
    let components = clusters.compactMap { name -> ExportComponent? in
      guard var shownComponent = index.component[name] else { return nil }
      if name != component { shownComponent.isContext = true }
      return shownComponent
    }
    return ExportGraph(
      rootModule: rootModule, focus: component, components: components, nodes: Array(shown.values),
      edges: incoming)
  }

  /// The lookups ``drawing(of:index:)`` makes for every component, made once per graph.
  struct DrawingIndex {
    var nodes: [String: [ExportNode]] = [:]
    var node: [String: ExportNode] = [:]
    var incoming: [String: [ExportEdge]] = [:]
    var component: [String: ExportComponent] = [:]

    init(_ graph: ExportGraph) {
      for node in graph.nodes {
        self.node[node.id] = node
        if let name = node.component, !node.isContext { nodes[name, default: []].append(node) }
      }
      for edge in graph.edges { incoming[edge.to, default: []].append(edge) }
      for component in graph.components { self.component[component.name] = component }
    }
  }
}
