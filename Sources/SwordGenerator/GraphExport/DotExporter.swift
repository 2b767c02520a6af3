/// Prints an ``ExportGraph`` in Graphviz's dot language: one `cluster_` subgraph per component, nested for
/// subcomponents, one box per binding, and an edge labelled with the parameter for each injection.
///
/// ```sh
/// sword graph --format dot | dot -Tsvg > graph.svg
/// ```
package enum DotExporter {
  /// The dot text, ending with a newline.
  package static func export(_ graph: ExportGraph) -> String {
    var lines = [
      "digraph Sword {",
      "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=12, nodesep=0.3, ranksep=0.5];",
      "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10];",
      "  edge [fontname=\"Helvetica\", fontsize=9, color=\"\(GraphPalette.edge)\", fontcolor=\"\(GraphPalette.edge)\"];",
    ]
    for node in graph.nodes(in: nil) { lines.append("  " + statement(node)) }
    for component in graph.components(under: nil) { lines += cluster(component, in: graph, indent: "  ") }
    for edge in graph.edges {
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(edge.label))\(style(edge.kind))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func cluster(_ component: ExportComponent, in graph: ExportGraph, indent: String) -> [String] {
    let inner = indent + "  "
    var lines = [
      "\(indent)subgraph \(quoted("cluster_" + component.name)) {",
      "\(inner)label=\(quoted(component.name + "\n" + component.caption));",
      "\(inner)style=\(quoted(component.isContext ? "rounded,dashed" : "rounded,filled"));",
      "\(inner)color=\(quoted(GraphPalette.clusterStroke)); fillcolor=\(quoted(GraphPalette.clusterFill(component)));",
    ]
    for node in graph.nodes(in: component.name) { lines.append(inner + statement(node)) }
    for child in graph.components(under: component.name) { lines += cluster(child, in: graph, indent: inner) }
    lines.append("\(indent)}")
    return lines
  }

  private static func statement(_ node: ExportNode) -> String {
    var attributes = [
      "label=\(quoted(node.labelLines.joined(separator: "\n")))",
      "fillcolor=\(quoted(GraphPalette.fill(node)))",
      "color=\(quoted(GraphPalette.stroke(node)))",
    ]
    switch node.kind {
    case .argument: attributes.append("shape=note")
    case .provider: attributes.append("shape=component")
    case .multibinding: attributes.append("shape=folder")
    case .missing: attributes.append("style=\"rounded,filled,dashed\"")
    case .dependency: break
    }
    if node.isContext { attributes.append("style=\"rounded,filled,dashed\"") }
    return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];"
  }

  /// A dot string literal: quotes and backslashes escaped, line breaks as `\n` (centred lines).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// `Lazy`, `Provider` and factory edges are dashed, `Weak` ones dotted, as on the HTML page.
  private static func style(_ kind: ExportEdge.Kind) -> String {
    switch kind {
    case .direct, .optional: ""
    case .lazy, .provider, .factory: ", style=dashed"
    case .weak: ", style=dotted"
    }
  }
}
