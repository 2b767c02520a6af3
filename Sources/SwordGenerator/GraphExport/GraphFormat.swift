/// The forms `sword graph` can print the dependency graph in.
///
/// ```swift
/// GraphFormat(rawValue: "mermaid")  // .mermaid
/// ```
public enum GraphFormat: String, CaseIterable, Sendable {
  /// Graphviz: `sword graph --format dot | dot -Tsvg > graph.svg`.
  case dot
  /// A Mermaid flowchart, for Markdown that GitHub and GitLab render.
  case mermaid
  /// The nodes, edges and components as JSON, for scripts.
  case json
  /// One self-contained HTML page (no network): search, zoom and pan in a browser.
  case html
}
