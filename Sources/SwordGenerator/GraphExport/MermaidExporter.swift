/// Prints an ``ExportGraph`` as a Mermaid flowchart: a `subgraph` per component (nested for subcomponents), a node
/// per binding with its type, how it is made, scope and module, and `-->|parameter|` for each injection.
///
/// Paste it into a Markdown file between ` ```mermaid ` fences and GitHub or GitLab draws it.
package enum MermaidExporter {
  /// The flowchart text, ending with a newline.
  package static func export(_ graph: ExportGraph) -> String {
    var ids = MermaidIDs()
    var lines = ["flowchart TB"]
    for node in graph.nodes(in: nil) { lines.append("  " + statement(node, ids: &ids)) }
    for component in graph.components(under: nil) { lines += subgraph(component, in: graph, ids: &ids, indent: "  ") }
    for edge in graph.edges {
      // Lazy, Provider and Weak injections are dotted arrows; direct ones solid.
      let arrow = [.direct, .optional].contains(edge.kind) ? "-->" : "-.->"
      lines.append("  \(ids.node(edge.from)) \(arrow)|\(text(edge.label))| \(ids.node(edge.to))")
    }
    let classes: [(name: String, style: String, nodes: [ExportNode])] = [
      ("single", "fill:#dbeafe", graph.nodes.filter { $0.scope == "single" }),
      ("weak", "fill:#ede9fe", graph.nodes.filter { $0.scope == "weakReference" }),
      ("provider", "stroke:#0f766e", graph.nodes.filter { $0.kind == .provider }),
      ("argument", "stroke:#b45309", graph.nodes.filter { $0.kind == .argument }),
      ("missing", "fill:#fde2e1,stroke:#dc2626,stroke-dasharray:4 3", graph.nodes.filter { $0.kind == .missing }),
      ("context", "stroke-dasharray:4 3,opacity:0.7", graph.nodes.filter(\.isContext)),
    ]
    for entry in classes where !entry.nodes.isEmpty {
      lines.append("  classDef \(entry.name) \(entry.style)")
      lines.append("  class \(entry.nodes.map { ids.node($0.id) }.joined(separator: ",")) \(entry.name)")
    }
    for component in graph.components where component.isContext {
      lines.append("  style \(ids.cluster(component.name)) stroke-dasharray:6 4")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func subgraph(
    _ component: ExportComponent, in graph: ExportGraph, ids: inout MermaidIDs, indent: String
  ) -> [String] {
    let title = "<b>\(text(component.name))</b><br/>\(text(component.caption))"
    var lines = ["\(indent)subgraph \(ids.cluster(component.name))[\"\(title)\"]", "\(indent)  direction TB"]
    for node in graph.nodes(in: component.name) { lines.append(indent + "  " + statement(node, ids: &ids)) }
    for child in graph.components(under: component.name) {
      lines += subgraph(child, in: graph, ids: &ids, indent: indent + "  ")
    }
    lines.append("\(indent)end")
    return lines
  }

  private static func statement(_ node: ExportNode, ids: inout MermaidIDs) -> String {
    var lines = node.labelLines.map(text)
    lines[0] = "<b>\(lines[0])</b>"
    let label = "\"" + lines.joined(separator: "<br/>") + "\""
    let id = ids.node(node.id)
    switch node.kind {
    case .argument: return "\(id)[/\(label)/]"
    case .missing: return "\(id){{\(label)}}"
    case .provider: return "\(id)[[\(label)]]"
    case .multibinding: return "\(id)[(\(label))]"
    case .dependency: return "\(id)(\(label))"
    }
  }

  /// Text safe inside a quoted Mermaid label: quotes, angle brackets, `#` and `|` as Mermaid entity codes.
  static func text(_ raw: String) -> String {
    var result = ""
    for character in raw {
      switch character {
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "#": result += "#35;"
      case "|": result += "#124;"
      default: result.append(character)
      }
    }
    return result
  }
}
