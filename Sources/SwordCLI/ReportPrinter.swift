import Foundation
import SwordGenerator

/// Prints a pipeline report: diagnostics and diffs on standard error, colored only on a terminal and never when
/// NO_COLOR is set, then one summary line unless `--quiet`. With `--diagnostics-format json`, `sarif` or `github` the
/// diagnostics go to standard output instead (one JSON object per line, one SARIF log, one workflow command per
/// line), and everything else stays on standard error.
struct ReportPrinter {
  var quiet: Bool
  var verbose: Bool
  var format: DiagnosticFormat = .text
  /// Colour on a terminal unless NO_COLOR is set to a non-empty value (https://no-color.org).
  var color: Bool = isatty(STDERR_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
  /// Whether standard error is a terminal, where a run that changed nothing still says so in one line.
  var terminal: Bool = isatty(STDERR_FILENO) == 1

  func print(_ report: PipelineReport, goal: PipelineGoal = .generate) {
    switch goal {
    case .graph: return printGraph(report)
    case .diff: return printDiff(report)
    case .generate, .check: break
    }
    printDetails(report.diagnostics, timings: report.timings, counts: report.counts)
    printReadings(report.manifestReadings)
    var path = report.outputPath.map(relative) ?? "the generated file"
    // Split code: `Sources/App/Sword.generated.{1…8}.swift`.
    if let parts = report.counts["output files"], parts > 1, path.hasSuffix(".swift") {
      path = path.dropLast(".swift".count) + ".{1…\(parts)}.swift"
    }
    switch report.outcome {
    case .failed:
      write(DiagnosticSummary.failure(report.diagnostics))
    case .stale(let diff):
      if !diff.isEmpty { write(TerminalText.escapedLines(diff)) }
      write("sword: \(path) is stale; run `sword generate` and commit the result")
    case .written, .reported:
      if !quiet { write("sword: wrote \(path)" + facts(report)) }
    case .upToDate:
      // A line on a terminal, where someone waits for it; nothing in a pipe or a hook unless asked.
      if verbose || (terminal && !quiet) { write("sword: \(path) is up to date" + facts(report)) }
    }
  }

  /// ` · 42 bindings · 0.04 s`: the size of the graph and the time the run took.
  private func facts(_ report: PipelineReport) -> String {
    var parts: [String] = []
    if let bindings = report.counts["bindings"] { parts.append("\(bindings) binding\(bindings == 1 ? "" : "s")") }
    if let mocks = report.counts["mock files"] { parts.append("mocks in \(mocks) module\(mocks == 1 ? "" : "s")") }
    if let tests = report.counts["test module files"] {
      parts.append("test modules in \(tests) target\(tests == 1 ? "" : "s")")
    }
    let seconds = report.timings.reduce(0) { $0 + $1.seconds }
    if seconds > 0 { parts.append(String(format: "%.2f s", seconds)) }
    return parts.map { " · " + $0 }.joined()
  }

  /// Prints what `sword graph` found: diagnostics, timings with `--verbose`, and a line when there are errors.
  private func printGraph(_ report: PipelineReport) {
    printDetails(report.diagnostics, timings: report.timings, counts: report.counts)
    let errors = report.errorCount
    if report.graph == nil {
      write("sword: \(errors) error\(errors == 1 ? "" : "s"); no graph was printed")
    } else if errors > 0 {
      write(
        "sword: the graph has \(errors) error\(errors == 1 ? "" : "s"); missing bindings are drawn as `missing:` nodes")
    }
    if let destination = report.outputPath, !quiet { write("sword: wrote \(relative(destination))") }
  }

  /// Prints why `sword diff` printed no report; nothing when it did.
  private func printDiff(_ report: PipelineReport) {
    guard report.outcome == .failed else { return }
    printDetails(report.diagnostics, timings: [], counts: [:])
    write("sword: \(DiagnosticSummary.count(report.diagnostics)); no report was printed")
  }

  /// `path` relative to the current directory when below it, control characters escaped.
  func relative(_ path: String) -> String {
    let cwd = CurrentDirectory.path
    return TerminalText.escaped(path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path)
  }

  /// One line on standard error.
  func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

extension ReportPrinter {
  /// A printer for the `--quiet`, `--verbose` and `--diagnostics-format` of `options`.
  init(_ options: CommonOptions) {
    self.init(quiet: options.quiet, verbose: options.verbose, format: options.diagnosticsFormat)
  }
}
