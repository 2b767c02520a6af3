/// The entry point of `sword graph`: a ``BindingGraph`` in the asked ``GraphFormat``, whole or narrowed to one
/// component and its subcomponents.
///
/// ```swift
/// let text = try GraphExporter.export(graph, format: .mermaid, component: "LoginComponent", relativeTo: root)
/// ```
public enum GraphExporter {
  /// The text of the graph in `format`. Throws a `Sword/GraphUnknownComponent` diagnostic when `component` is not
  /// in the graph.
  public static func export(
    _ graph: BindingGraph, format: GraphFormat, component: String? = nil, relativeTo base: String? = nil
  ) throws(DiagnosticsError) -> String {
    let picture = try ExportGraphBuilder.build(graph, component: component, relativeTo: base)
    return export(picture, format: format)
  }

  /// The text of an already built ``ExportGraph`` in `format`.
  public static func export(_ graph: ExportGraph, format: GraphFormat) -> String {
    switch format {
    case .dot: DotExporter.export(graph)
    case .mermaid: MermaidExporter.export(graph)
    case .json: JSONExporter.export(graph)
    case .html: HTMLExporter.export(graph)
    }
  }
}
