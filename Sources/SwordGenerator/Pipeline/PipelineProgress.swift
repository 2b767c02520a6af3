/// Where a run is, for a progress display: the stage, and for stages that work through many items, how many are
/// done. The pipeline reports one when a stage starts and, while indexing, each time a target is done.
///
/// ```swift
/// PipelineProgress(stage: .index, completed: 3, total: 12).description  // "indexing targets 3/12"
/// ```
package struct PipelineProgress: Hashable, Sendable, CustomStringConvertible {
  /// The stages of a run, in order.
  package enum Stage: String, Hashable, Sendable {
    /// Reading `.sword.yml`.
    case config
    /// Running `swift package describe` for each package (`total`: packages).
    case describe
    /// Parsing the targets' sources (`total`: targets, `completed`: those done).
    case index
    /// Merging the indexes and validating the graph (`total`: components).
    case graph
  }

  /// The stage the run is in.
  package var stage: Stage
  /// Items done so far in this stage.
  package var completed: Int
  /// Items in this stage; 0 when it does not count items.
  package var total: Int

  /// A progress report made from its parts.
  package init(stage: Stage, completed: Int = 0, total: Int = 0) {
    self.stage = stage
    self.completed = completed
    self.total = total
  }

  /// One short line: `reading .sword.yml`, `reading 3 packages`, `indexing targets 3/12`, `validating the graph
  /// (2 components)`. (Packages are read statically or described by SwiftPM, which is known only package by
  /// package, so the line does not say which.)
  package var description: String {
    switch stage {
    case .config: "reading .sword.yml"
    case .describe:
      total == 0 ? "listing the sources" : "reading \(total) package\(total == 1 ? "" : "s")"
    case .index: "indexing targets \(completed)/\(total)"
    case .graph: "validating the graph (\(total) component\(total == 1 ? "" : "s"))"
    }
  }
}
