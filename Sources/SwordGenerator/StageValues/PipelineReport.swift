/// What a run found and did, for the CLI to print: the last value of the pipeline.
package struct PipelineReport: Sendable {
  /// The result of the run, from the user's point of view.
  package enum Outcome: Equatable, Sendable {
    /// `generate`: a file was written (its bytes changed); `graph --output`: the file was written.
    case written
    /// `generate`: the files already had these bytes; `check`: the files are current.
    case upToDate
    /// `check`: the files on disk differ from what would be generated; `diff` shows how.
    case stale(diff: String)
    /// `graph`, `diff`: the report is in ``PipelineReport/text``, for standard output; `changed` says whether
    /// `diff` found the graph changed.
    case reported(changed: Bool)
    /// Errors were found; nothing was written.
    case failed
  }

  package var outcome: Outcome
  /// Every problem found, sorted by file and line.
  package var diagnostics: [Diagnostic]
  /// The generated (or, for `graph --output`, exported) file's path, once known.
  package var outputPath: String?
  /// How long each stage took, in order.
  package var timings: [StageTiming]
  /// Counts for the summary line: packages, targets, files, components, bindings.
  package var counts: [String: Int]
  /// `graph`: the graph, even when it has errors; `nil` when it could not be built or exported.
  package var graph: BindingGraph?
  /// `graph`: the folder of `.sword.yml`, once read (build-system mode has none).
  package var workspaceRoot: String?
  /// `graph` and `diff`: what goes to standard output.
  package var text: String?
  /// How each package's manifest was read (statically, or by SwiftPM and why), for `--verbose`.
  package var manifestReadings: [ManifestReading] = []

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
