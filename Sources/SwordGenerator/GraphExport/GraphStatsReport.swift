/// `sword graph --stats`: the graph's statistics as text for a terminal.
///
/// ```
/// Most depended-on bindings (blast radius: bindings that depend on it, directly or through others)
///   blast  fan-in  fan-out  depth  binding
///      14       3        1      1  AppComponent/HTTPSession
/// Longest dependency chain (4 bindings)
///   AppComponent/Coordinator → AppComponent/OnboardingFlow → AppComponent/UserRepository → AppComponent/APIClient
/// ```
package enum GraphStatsReport {
  package static func text(_ graph: ExportGraph, limit: Int = 10) -> String {
    let stats = graph.stats ?? GraphStats(graph)
    let bindings = graph.nodes.filter { $0.kind != .missing && !$0.isContext }.count
    var lines = [
      "\(bindings) binding\(bindings == 1 ? "" : "s"), \(graph.edges.count) injection\(graph.edges.count == 1 ? "" : "s")",
      "",
    ]
    lines.append("Most depended-on bindings (blast radius: bindings that depend on it, directly or through others)")
    lines.append("  blast  fan-in  fan-out  depth  binding")
    for entry in stats.mostDependedOn(limit: limit) {
      let columns = [(entry.blastRadius, 5), (entry.fanIn, 6), (entry.fanOut, 7), (entry.depth, 5)].map {
        value, width in
        String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
      }
      lines.append("  " + columns.joined(separator: "  ") + "  " + entry.id)
    }
    lines.append("")
    lines.append(
      "Longest dependency chain (\(stats.longestPath.count) binding\(stats.longestPath.count == 1 ? "" : "s"))")
    lines.append("  " + stats.longestPath.joined(separator: " → "))
    let dominated = stats.entries.filter { $0.dominator != nil }
    lines.append("")
    lines.append("Used only through another binding (\(dominated.count)): removing that one leaves it unused")
    for entry in dominated.sorted(by: { ($0.dominator!, $0.id) < ($1.dominator!, $1.id) }).prefix(limit) {
      lines.append("  \(entry.id) ← \(entry.dominator!)")
    }
    if dominated.count > limit { lines.append("  … \(dominated.count - limit) more") }
    lines.append("")
    if stats.unused.isEmpty {
      lines.append("Unused bindings: none")
    } else {
      lines.append(
        "Unused bindings (\(stats.unused.count)): no binding injects them and no root-target source mentions their accessor"
      )
      let accessors = Dictionary(graph.nodes.map { ($0.id, $0.accessor ?? "") }, uniquingKeysWith: { one, _ in one })
      for id in stats.unused { lines.append("  \(id) (.\(accessors[id] ?? ""))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
