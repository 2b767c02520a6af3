import Foundation

extension OutputStage {
  /// ``apply(_:to:goal:)``; then, when `check` finds the files current, `stamp` written (`sword check --stamp`): the
  /// output a build system waits for (SwordCheckBuildPlugin's). A stamp is a build's output, outside the workspace
  /// by design: written whole on every passing check (its date is what a build system compares), atomically, never
  /// a generated file. A stamp that cannot be written fails the check.
  ///
  /// ```swift
  /// OutputStage.apply(rendered, to: output, goal: .check, stamp: "/build/plugins/sword-check.stamp")
  /// ```
  package static func apply(
    _ rendered: RenderedOutput, to output: OutputLocation, goal: PipelineGoal, stamp: String?
  ) -> (outcome: PipelineReport.Outcome, diagnostics: [Diagnostic]) {
    let applied = apply(rendered, to: output, goal: goal)
    guard goal == .check, applied.outcome == .upToDate, let stamp else { return applied }
    guard let reason = AtomicFile.replace(stamp, with: Data("ok\n".utf8)) else { return applied }
    let problem = Diagnostic(
      .outputUnwritable,
      "cannot write the stamp '\(stamp)': \(reason); give --stamp a path in a folder that exists and can be written",
      at: nil)
    return (.failed, applied.diagnostics + [problem])
  }
}
