/// What one run records besides the values between its stages: its options, the clock, the counts for the summary
/// line, progress, and what `sword graph` and `sword diff` print; it makes the run's ``PipelineReport``.
struct RunRecord {
  var options: PipelineOptions
  var clock = StageClock()
  var counts: [String: Int] = [:]
  /// How each package's manifest was read.
  var manifestReadings: [ManifestReading] = []
  var graph: BindingGraph?
  var workspaceRoot: String?
  var text: String?

  init(options: PipelineOptions) {
    self.options = options
  }

  /// Counts a stored run's result taken instead of the graph and render stages.
  mutating func reusing(_ output: RenderedOutput, targets: Int) {
    counts.merge([
      "targets": targets, "components": output.components, "bindings": output.bindings, "reused result": 1,
    ]) { _, new in new }
  }

  /// Counts the last run's output taken, with its snapshot, instead of every stage before the output.
  mutating func reusing(_ snapshot: WarmSnapshot, _ output: RenderedOutput) {
    counts.merge([
      "files": snapshot.files, "targets": snapshot.targets.count, "components": output.components,
      "bindings": output.bindings, "warm snapshot": 1,
    ]) { _, new in new }
  }

  /// Counts the files `rendered` writes beside the root target's: mocks (``MockPlan``) and test modules' code
  /// (``TestModulePlan``), for the summary line.
  mutating func countCompanions(_ rendered: RenderedOutput, output: OutputLocation) {
    let paths = rendered.files.map { Set($0.map(\.path)) } ?? []
    let mocks = output.mockFiles.values.filter(paths.contains).count
    let tests = output.testFiles.values.filter(paths.contains).count
    if mocks > 0 { counts["mock files"] = mocks }
    if tests > 0 { counts["test module files"] = tests }
  }

  func progress(_ stage: PipelineProgress.Stage, total: Int = 0) {
    options.progress?(PipelineProgress(stage: stage, total: total))
  }

  /// The report of the run; `caches` adds the caches' counts (read now, after indexing has counted its hits).
  func report(
    _ outcome: PipelineReport.Outcome, _ diagnostics: [Diagnostic], outputPath: String? = nil, caches: WarmPath? = nil
  ) -> PipelineReport {
    var report = PipelineReport(
      outcome: outcome, diagnostics: diagnostics, outputPath: outputPath, timings: clock.laps,
      counts: (caches?.counts ?? [:]).merging(counts) { _, new in new })
    report.graph = graph
    report.workspaceRoot = workspaceRoot
    report.text = text
    report.manifestReadings = manifestReadings
    return report
  }
}
