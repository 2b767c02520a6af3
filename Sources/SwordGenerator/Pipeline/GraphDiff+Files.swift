import Foundation

extension GraphDiff {
  /// `sword diff before.json after.json`: two `sword graph --format json` outputs compared, as a report whose
  /// ``PipelineReport/text`` is the rendered diff; a file that is no exported graph fails it.
  package static func report(before: String, after: String, format: GraphDiffFormat) -> PipelineReport {
    do throws(DiagnosticsError) {
      let diff = GraphDiff(from: try read(before), to: try read(after))
      var report = PipelineReport(outcome: .reported(changed: !diff.isEmpty), diagnostics: [])
      report.text = GraphDiffReport.render(diff, format: format, title: "Dependency graph: \(before) → \(after)")
      return report
    } catch {
      return PipelineReport(outcome: .failed, diagnostics: error.diagnostics)
    }
  }

  private static func read(_ path: String) throws(DiagnosticsError) -> ExportGraph {
    do {
      return try JSONDecoder().decode(ExportGraph.self, from: FileReader.read(path).get().data)
    } catch {
      throw DiagnosticsError(
        Diagnostic(
          .diffInputUnreadable,
          "cannot read '\(path)' as a graph: write it with `sword graph --format json` (\(error))",
          at: nil))
    }
  }
}
