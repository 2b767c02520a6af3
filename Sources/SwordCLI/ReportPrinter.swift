import Foundation
import SwordGenerator

/// Prints a pipeline report: diagnostics and diffs on standard error, colored only on a terminal and never when
/// NO_COLOR is set, then one summary line unless `--quiet`.
struct ReportPrinter {
  var quiet: Bool
  var verbose: Bool
  var color: Bool = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

  func print(_ report: PipelineReport) {
    for diagnostic in report.diagnostics { write(colored(diagnostic.rendered)) }
    if verbose {
      for (stage, seconds) in report.timings { write(String(format: "sword: %@ %.3f s", stage, seconds)) }
      let counts = report.counts.keys.sorted().map { "\($0) \(report.counts[$0]!)" }.joined(separator: ", ")
      if !counts.isEmpty { write("sword: \(counts)") }
    }
    let path = report.outputPath.map(relative) ?? "the generated file"
    switch report.outcome {
    case .failed:
      let errors = report.errorCount
      write("sword: \(errors) error\(errors == 1 ? "" : "s"); nothing was written")
    case .stale(let diff):
      write(diff)
      write("sword: \(path) is stale; run `sword generate` and commit the result")
    case .written:
      if !quiet { write("sword: wrote \(path)") }
    case .upToDate:
      if verbose { write("sword: \(path) is up to date") }
    }
  }

  private func relative(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
  }

  private func colored(_ text: String) -> String {
    guard color else { return text }
    return text
      .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ")
      .replacingOccurrences(of: ": warning: ", with: ": \u{1B}[1;33mwarning:\u{1B}[0m ")
      .replacingOccurrences(of: ": note: ", with: ": \u{1B}[1;90mnote:\u{1B}[0m ")
  }

  private func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
