/// What ``Pipeline/graph(_:describer:)`` found: the merged graph (when the configuration and packages could be read)
/// and every problem, for `sword graph` to draw and print.
package struct GraphReport: Sendable {
  /// The graph, even when it has errors; `nil` when `.sword.yml` or a package could not be read.
  package var graph: BindingGraph?
  /// Every problem found, sorted by file and line.
  package var diagnostics: [Diagnostic]
  /// The folder of `.sword.yml`, once read: paths in the exported graph are relative to it.
  package var workspaceRoot: String?
  /// How long each stage took, in order.
  package var timings: [StageTiming]
  /// Counts for the summary line: targets, files, components, bindings.
  package var counts: [String: Int]
  /// The root target's own sources (not the generated file): where `sword graph --stats` looks for uses of
  /// accessors.
  package var rootSources: [String] = []

  /// A report made from its parts.
  package init(
    graph: BindingGraph?, diagnostics: [Diagnostic], workspaceRoot: String? = nil,
    timings: [StageTiming] = [], counts: [String: Int] = [:]
  ) {
    self.graph = graph
    self.diagnostics = diagnostics
    self.workspaceRoot = workspaceRoot
    self.timings = timings
    self.counts = counts
  }

  /// How many of the diagnostics are errors.
  package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
}
