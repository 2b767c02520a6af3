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

  /// Diagnostics, then with `--verbose` the per-stage timings and counts.
  private func printDetails(
    _ diagnostics: [Diagnostic], timings: [StageTiming], counts: [String: Int]
  ) {
    switch format {
    case .text:
      for diagnostic in diagnostics { write(colored(diagnostic.rendered)) }
    case .json, .github:
      let directory = CurrentDirectory.path
      let lines = diagnostics.map { format.render($0, relativeTo: directory) + "\n" }.joined()
      FileHandle.standardOutput.write(Data(lines.utf8))
    case .sarif:
      // One log for the run, even without a diagnostic: code scanning then closes the alerts of fixed problems.
      let log = SARIFLog.document(
        diagnostics, toolVersion: SwordVersion.current, relativeTo: CurrentDirectory.path)
      FileHandle.standardOutput.write(Data((log + "\n").utf8))
    }
    guard verbose else { return }
    for timing in timings {
      write(String(format: "sword: %@ %.3f s (CPU %.3f s)", timing.stage, timing.seconds, timing.cpuSeconds))
    }
    let summary = counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
    if !summary.isEmpty { write("sword: \(summary)") }
  }

  /// With `--verbose`, how each package's manifest was read: statically, or by SwiftPM and why.
  private func printReadings(_ readings: [ManifestReading]) {
    guard verbose else { return }
    let folder = CurrentDirectory.path
    for reading in readings {
      let package = reading.path == folder ? "." : relative(reading.path)
      switch reading.way {
      case .statically: write("sword: \(package): manifest read statically")
      case .swiftPM(let reason?): write("sword: \(package): described by SwiftPM: \(relative(reason.description))")
      case .swiftPM(nil): write("sword: \(package): described by SwiftPM (--describe-with-swiftpm)")
      }
    }
  }

  /// `path` relative to the current directory when below it, control characters escaped.
  private func relative(_ path: String) -> String {
    let cwd = CurrentDirectory.path
    return TerminalText.escaped(path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path)
  }

  private func colored(_ text: String) -> String {
    guard color else { return text }
    return
      text
      .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ")
      .replacingOccurrences(of: ": warning: ", with: ": \u{1B}[1;33mwarning:\u{1B}[0m ")
      .replacingOccurrences(of: ": note: ", with: ": \u{1B}[1;90mnote:\u{1B}[0m ")
  }

  private func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

extension ReportPrinter {
  /// A printer for the `--quiet`, `--verbose` and `--diagnostics-format` of `options`.
  init(_ options: CommonOptions) {
    self.init(quiet: options.quiet, verbose: options.verbose, format: options.diagnosticsFormat)
  }
}
