/// What a run found and did, for the CLI to print.
package struct PipelineReport: Sendable {
  /// The result of the run, from the user's point of view.
  package enum Outcome: Equatable, Sendable {
    /// `generate`: the file was written (its bytes changed).
    case written
    /// `generate`: the file already had these bytes; `check`: the file is current.
    case upToDate
    /// `check`: the file on disk differs from what would be generated; `diff` shows how.
    case stale(diff: String)
    /// Errors were found; nothing was written.
    case failed
  }

  package var outcome: Outcome
  /// Every problem found, sorted by file and line.
  package var diagnostics: [Diagnostic]
  /// The generated file's path, once known.
  package var outputPath: String?
  /// How long each stage took, in order.
  package var timings: [StageTiming]
  /// Counts for the summary line: packages, targets, files, components, bindings.
  package var counts: [String: Int]

  package init(
    outcome: Outcome, diagnostics: [Diagnostic], outputPath: String? = nil,
    timings: [StageTiming] = [], counts: [String: Int] = [:]
  ) {
    self.outcome = outcome
    self.diagnostics = diagnostics
    self.outputPath = outputPath
    self.timings = timings
    self.counts = counts
  }

  package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
}
