/// The dependency graph as `sword graph` shows it: components as clusters, one node per binding, one edge per
/// injection. Every exporter reads this value, and `--format json` prints it as is.
///
/// Everything is sorted: components by name, nodes by id, edges by (from, to, parameter), so the same sources
/// always print the same bytes.
package struct ExportGraph: Codable, Hashable, Sendable {
  /// The version of this JSON shape; it changes only when a field changes meaning or disappears.
  package var version: Int
  /// The module that receives the generated code.
  package var rootModule: String
  /// The component the graph was narrowed to with `--component`, if any.
  package var focus: String?
  /// Components and subcomponents, sorted by name.
  package var components: [ExportComponent]
  /// Bindings and missing types, sorted by id.
  package var nodes: [ExportNode]
  /// Injections: `from` is injected into `to`.
  package var edges: [ExportEdge]
  /// Fan-in, fan-out, depth, blast radius and dominator of each node, the longest chain and the unused bindings;
  /// `sword graph` always adds them.
  package var stats: GraphStats?

  /// The current version of the shape.
  package static let currentVersion = 1

  /// A graph made from its parts, sorted.
  package init(
    rootModule: String, focus: String? = nil, components: [ExportComponent], nodes: [ExportNode],
    edges: [ExportEdge]
  ) {
    self.version = Self.currentVersion
    self.rootModule = rootModule
    self.focus = focus
    self.components = components.sorted { $0.name < $1.name }
    self.nodes = nodes.sorted { $0.id < $1.id }
    self.edges = edges.sorted { ($0.from, $0.to, $0.parameter) < ($1.from, $1.to, $1.parameter) }
  }

  /// The nodes that belong to `component` (`nil`: the nodes outside every component, such as missing types).
  package func nodes(in component: String?) -> [ExportNode] {
    nodes.filter { $0.component == component }
  }

  /// The components whose parent is `parent` (`nil`: the top-level ones), sorted by name.
  package func components(under parent: String?) -> [ExportComponent] {
    components.filter { $0.parent == parent }
  }
}
