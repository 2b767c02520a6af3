import Foundation

/// One run of the `sword` command on a workspace, with `--verbose` so that it prints the time of each stage.
struct SwordRun {
  var seconds: Double
  var peakBytes: Int
  /// Stage name → seconds, as `sword --verbose` prints them (`sword: index 1.234 s`).
  var stages: [String: Double]
  var output: String

  /// Runs `sword <command> --verbose <extra>` in `workspace`; throws when it fails.
  static func run(
    sword: String, _ command: String, in workspace: String, extra: [String] = [], allowFailure: Bool = false
  ) throws -> SwordRun {
    let arguments = [command, "--verbose"] + extra
    var result = try CommandRunner.run(sword, arguments, in: workspace)
    if result.status > 128 {
      // A crash is reported, never hidden: the run is retried once so the other figures can still be taken.
      log("warning: `sword \(arguments.joined(separator: " "))` crashed (status \(result.status)) in \(workspace); retrying")
      result = try CommandRunner.run(sword, arguments, in: workspace)
    }
    if !allowFailure, !result.succeeded {
      throw CommandRunner.Failure(
        description: "`sword \(arguments.joined(separator: " "))` in \(workspace) exited with \(result.status):\n"
          + String(result.standardError.prefix(3000)))
    }
    var stages: [String: Double] = [:]
    for line in result.standardError.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count >= 4, parts.first == "sword:", parts.last == "s", let value = Double(parts[parts.count - 2])
      else { continue }
      let name = parts[1..<(parts.count - 2)].joined(separator: " ")
      stages[name, default: 0] += value
    }
    return SwordRun(
      seconds: result.seconds, peakBytes: result.peakBytes, stages: stages,
      output: result.standardError + result.standardOutput)
  }

  func stage(_ name: String) -> Double { stages[name] ?? 0 }
}
