/// The forms `sword graph` can print the dependency graph in.
///
/// ```swift
/// GraphFormat(rawValue: "mermaid")  // .mermaid
/// ```
package enum GraphFormat: String, CaseIterable, Sendable {
  /// Graphviz: `sword graph --format dot | dot -Tsvg > graph.svg`.
  case dot
  /// A Mermaid flowchart, for Markdown that GitHub and GitLab render.
  case mermaid
  /// The nodes, edges and components as JSON, for scripts.
  case json
  /// One self-contained HTML page (no network): search, zoom and pan in a browser.
  case html

  /// Whether the format shows ``GraphStats`` (the JSON's `stats`, the page's details panel); dot and Mermaid do
  /// not, so `sword graph` skips reading the root target's sources for them.
  package var showsStatistics: Bool { self == .json || self == .html }
}
