import Foundation
import SwordGenerator

/// What a report prints before its summary line: the diagnostics in the chosen format, and with `--verbose` the
/// per-stage timings, the counts and how each manifest was read.
extension ReportPrinter {
  /// Diagnostics, then with `--verbose` the per-stage timings and counts.
  func printDetails(
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
  func printReadings(_ readings: [ManifestReading]) {
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

  /// `text` with its severities colored, on a terminal that wants colour.
  private func colored(_ text: String) -> String {
    guard color else { return text }
    return
      text
      .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ")
      .replacingOccurrences(of: ": warning: ", with: ": \u{1B}[1;33mwarning:\u{1B}[0m ")
      .replacingOccurrences(of: ": note: ", with: ": \u{1B}[1;90mnote:\u{1B}[0m ")
  }
}
