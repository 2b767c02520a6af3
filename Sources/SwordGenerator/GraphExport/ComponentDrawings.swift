/// The drawings of a page drawn a component at a time, as compact JSON the page's script turns into SVG when a
/// component is shown: positions only, with nodes, edges and components as indices into the graph's JSON, which
/// already holds their text: a small fraction of the markup the same drawings would take (the measurements are in
/// `Benchmarks/RESULTS.md`).
///
/// ```json
/// [{"name": "AppComponent", "width": 812, "height": 420,
///   "clusters": [[0, 0, 0, 812, 420, 0]],           // component index, x, y, width, height, context (0/1)
///   "nodes": [[3, 16, 58, 240, 57, 0]],            // node index, x, y, width, height, context
///   "edges": [[5, [136, 115, 136, 160], 140, 130]]}] // edge index, route points, label x, y (or null, null)
/// ```
enum ComponentDrawings {
  /// The JSON array for `graph`'s components (in the graph's order), each drawn as
  /// ``ExportGraph/drawing(of:index:)`` says with `index`, `graph`'s, which the caller has already made; safe inside a
  /// `<script>` block (it holds no text, so no `<`).
  static func json(_ graph: ExportGraph, index: ExportGraph.DrawingIndex) -> String {
    let nodeNumbers = Dictionary(uniqueKeysWithValues: graph.nodes.enumerated().map { ($1.id, $0) })
    let componentNumbers = Dictionary(uniqueKeysWithValues: graph.components.enumerated().map { ($1.name, $0) })
    var edgeNumbers: [ExportEdge: Int] = [:]
    for (number, edge) in graph.edges.enumerated() where edgeNumbers[edge] == nil { edgeNumbers[edge] = number }
    var parts: [String] = []
    for component in graph.components where !component.isContext {
      let part = graph.drawing(of: component.name, index: index)
      let layout = GraphLayout(part)
      func flag(_ value: Bool) -> String { value ? "1" : "0" }
      // Parents first, as SVGRenderer draws them, so that a subcomponent's frame lies on its parent's.
      var ordered: [ExportComponent] = []
      func add(under parent: String?) {
        for shown in part.components(under: parent) {
          ordered.append(shown)
          add(under: shown.name)
        }
      }
      add(under: nil)
      let clusters = ordered.compactMap { shown -> String? in
        guard let box = layout.clusters[shown.name], let number = componentNumbers[shown.name] else { return nil }
        return "[\(number),\(numbers(box)),\(flag(shown.isContext))]"
      }
      let nodes = part.nodes.compactMap { node -> String? in
        guard let box = layout.nodes[node.id], let number = nodeNumbers[node.id] else { return nil }
        return "[\(number),\(numbers(box)),\(flag(node.isContext))]"
      }
      let edges = zip(part.edges, zip(layout.routes, layout.labels)).compactMap { edge, drawn -> String? in
        let (route, label) = drawn
        guard route.count >= 2, let number = edgeNumbers[edge] else { return nil }
        let points = route.map { "\(SVGRenderer.number($0.x)),\(SVGRenderer.number($0.y))" }.joined(separator: ",")
        let at = label.map { "\(SVGRenderer.number($0.x)),\(SVGRenderer.number($0.y))" } ?? "null,null"
        return "[\(number),[\(points)],\(at)]"
      }
      parts.append(
        "{\"name\":\(JSONValue.quoted(component.name).replacingOccurrences(of: "<", with: "\\u003c")),\"width\":\(SVGRenderer.number(layout.width)),"
          + "\"height\":\(SVGRenderer.number(layout.height)),\"clusters\":[\(clusters.joined(separator: ","))],"
          + "\"nodes\":[\(nodes.joined(separator: ","))],\"edges\":[\(edges.joined(separator: ","))]}")
    }
    return "[" + parts.joined(separator: ",\n") + "]"
  }

  private static func numbers(_ box: GraphLayout.Box) -> String {
    [box.x, box.y, box.width, box.height].map(SVGRenderer.number).joined(separator: ",")
  }
}
