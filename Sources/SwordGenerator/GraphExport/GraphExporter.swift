/// The entry point of `sword graph`: a ``BindingGraph`` in the asked ``GraphFormat``, whole or narrowed to one
/// component and its subcomponents.
///
/// ```swift
/// let text = try GraphExporter.export(graph, format: .mermaid, component: "LoginComponent", relativeTo: root)
/// ```
package enum GraphExporter {
  /// The text of the graph in `format`. Throws a `Sword/GraphUnknownComponent` diagnostic when `component` is not
  /// in the graph.
  package static func export(
    _ graph: BindingGraph, format: GraphFormat, component: String? = nil, relativeTo base: String? = nil,
    rootSources: [String] = []
  ) throws(DiagnosticsError) -> String {
    export(
      try picture(
        graph, component: component, relativeTo: base, rootSources: rootSources, statistics: format.showsStatistics),
      format: format)
  }

  /// The ``ExportGraph`` of `graph`, with its ``GraphStats`` unless `statistics` is false; accessors that the files
  /// `rootSources` mention (`component.userRepository`) are not unused.
  package static func picture(
    _ graph: BindingGraph, component: String? = nil, relativeTo base: String? = nil, rootSources: [String] = [],
    statistics: Bool = true
  ) throws(DiagnosticsError) -> ExportGraph {
    var picture = try ExportGraphBuilder.build(graph, component: component, relativeTo: base)
    guard statistics else { return picture }
    let mentioned = AccessorReferences.members(in: rootSources)
    picture.stats = GraphStats(picture, isReferenced: { mentioned.contains($0) })
    return picture
  }

  /// The text of an already built ``ExportGraph`` in `format`.
  package static func export(_ graph: ExportGraph, format: GraphFormat) -> String {
    switch format {
    case .dot: DotExporter.export(graph)
    case .mermaid: MermaidExporter.export(graph)
    case .json: JSONExporter.export(graph)
    case .html: HTMLExporter.export(graph)
    }
  }
}
