/// Draws an ``ExportGraph`` as SVG with the positions of a ``GraphLayout``: clusters, then edges, then nodes, each
/// with the classes and `data-` attributes the HTML page's script reads (`g.node[data-id]`, `g.edge[data-from]`).
enum SVGRenderer {
  /// The `<svg>` element.
  static func render(_ graph: ExportGraph, layout: GraphLayout) -> String {
    let margin = 20.0
    var lines = [
      "<svg id=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"dependency graph\" "
        + "viewBox=\"\(number(-margin)) \(number(-margin)) \(number(layout.width + 2 * margin)) "
        + "\(number(layout.height + 2 * margin))\" preserveAspectRatio=\"xMidYMid meet\">",
      "<defs>",
      marker("arrow", color: GraphPalette.edge),
      marker("arrow-active", color: "#2563eb"),
      "</defs>",
      "<g class=\"clusters\">",
    ]
    func clusters(under parent: String?) {
      for component in graph.components(under: parent) {
        if let box = layout.clusters[component.name] { lines.append(cluster(component, box)) }
        clusters(under: component.name)
      }
    }
    clusters(under: nil)
    lines.append("</g>")
    lines.append("<g class=\"edges\">")
    for (index, (edge, route)) in zip(graph.edges, layout.routes).enumerated() where route.count >= 2 {
      lines.append(self.edge(edge, route: route, label: layout.labels[index]))
    }
    lines.append("</g>")
    lines.append("<g class=\"nodes\">")
    for node in graph.nodes {
      guard let box = layout.nodes[node.id] else { continue }
      lines.append(self.node(node, box))
    }
    lines.append("</g>")
    lines.append("</svg>")
    return lines.joined(separator: "\n")
  }

  private static func marker(_ id: String, color: String) -> String {
    "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
      + "orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>"
  }

  private static func cluster(_ component: ExportComponent, _ box: GraphLayout.Box) -> String {
    let classes = component.isContext ? "cluster context" : "cluster"
    return "<g class=\"\(classes)\" data-component=\"\(HTMLText.escape(component.name))\">"
      + "<rect x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" "
      + "height=\"\(number(box.height))\" rx=\"12\" fill=\"\(GraphPalette.clusterFill(component))\" "
      + "stroke=\"\(GraphPalette.clusterStroke)\"/>"
      + "<text class=\"cluster-title\" x=\"\(number(box.x + 16))\" y=\"\(number(box.y + 21))\">"
      + "\(HTMLText.escape(component.name))</text>"
      + "<text class=\"cluster-caption\" x=\"\(number(box.x + 16))\" y=\"\(number(box.y + 35))\">"
      + "\(HTMLText.escape(component.caption))</text></g>"
  }

  private static func edge(_ edge: ExportEdge, route: [GraphLayout.Point], label: GraphLayout.Box?) -> String {
    var path = "M\(number(route[0].x)),\(number(route[0].y))"
    for (from, to) in zip(route, route.dropFirst()) {
      guard let (one, two) = GraphLayout.controlPoints(from: from, to: to) else {
        path += " L\(number(to.x)),\(number(to.y))"
        continue
      }
      path += " C\(number(one.x)),\(number(one.y)) \(number(two.x)),\(number(two.y)) \(number(to.x)),\(number(to.y))"
    }
    let classes = edge.kind == .direct || edge.kind == .optional ? "edge" : "edge \(edge.kind.rawValue)"
    var text = ""
    if let label {
      text =
        "<text class=\"edge-label\" x=\"\(number(label.x + 2))\" y=\"\(number(label.y + 9))\">"
        + "\(HTMLText.escape(edge.label))</text>"
    }
    return
      "<g class=\"\(classes)\" data-from=\"\(HTMLText.escape(edge.from))\" data-to=\"\(HTMLText.escape(edge.to))\">"
      + "<title>\(HTMLText.escape("\(edge.from) is injected into \(edge.to) as \(edge.label)"))</title>"
      + "<path d=\"\(path)\" marker-end=\"url(#arrow)\"/>\(text)</g>"
  }

  private static func node(_ node: ExportNode, _ box: GraphLayout.Box) -> String {
    var classes = "node"
    if node.isContext { classes += " context" }
    var text = ""
    for (index, line) in node.labelLines.enumerated() {
      let y = 6 + GraphLayout.lineHeight * Double(index + 1) - 3
      text +=
        "<text class=\"\(index == 0 ? "node-type" : "node-detail")\" x=\"10\" y=\"\(number(y))\">"
        + "\(HTMLText.escape(line))</text>"
    }
    let dash = node.kind == .missing || node.isContext ? " stroke-dasharray=\"5 3\"" : ""
    return "<g class=\"\(classes)\" data-id=\"\(HTMLText.escape(node.id))\" data-kind=\"\(node.kind.rawValue)\" "
      + "transform=\"translate(\(number(box.x)) \(number(box.y)))\">"
      + "<title>\(HTMLText.escape(node.id))</title>"
      + "<rect width=\"\(number(box.width))\" height=\"\(number(box.height))\" rx=\"6\" "
      + "fill=\"\(GraphPalette.fill(node))\" stroke=\"\(GraphPalette.stroke(node))\"\(dash)/>\(text)</g>"
  }

  /// A coordinate with at most one decimal: `12`, `12.5`.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
