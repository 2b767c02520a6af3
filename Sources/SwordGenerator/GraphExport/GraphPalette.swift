/// The colours every drawn format uses, so dot, Mermaid and HTML pictures read alike: the fill says the scope,
/// the border says where the value comes from.
enum GraphPalette {
  /// The fill of a node: `.single` blue, `.weakReference` violet, unscoped white, missing red.
  static func fill(_ node: ExportNode) -> String {
    if node.kind == .missing { return "#fde2e1" }
    switch node.scope {
    case "single": return "#dbeafe"
    case "weakReference": return "#ede9fe"
    default: return "#ffffff"
    }
  }

  /// The border of a node: dependencies dark grey, providers teal, component arguments amber, missing red.
  static func stroke(_ node: ExportNode) -> String {
    switch node.kind {
    case .dependency: "#374151"
    case .provider, .multibinding: "#0f766e"
    case .argument: "#b45309"
    case .missing: "#dc2626"
    }
  }

  /// The fill of a component's cluster: root components and subcomponents differ slightly.
  static func clusterFill(_ component: ExportComponent) -> String {
    component.isSubcomponent ? "#f8fafc" : "#f1f5f9"
  }

  static let clusterStroke = "#94a3b8"
  static let edge = "#64748b"
}
