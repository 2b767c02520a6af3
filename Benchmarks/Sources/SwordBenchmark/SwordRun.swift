import Foundation

/// One run of the `sword` command on a workspace, with `--verbose` so that it prints the time of each stage.
struct SwordRun {
  var seconds: Double
  /// User and system CPU time of the run (its `swift package` children included).
  var cpuSeconds: Double = 0
  var peakBytes: Int
  /// Stage name → seconds, as `sword --verbose` prints them (`sword: index 1.234 s`).
  var stages: [String: Double]
  /// Stage name → CPU seconds of the process during the stage (`(CPU 0.456 s)` after the wall time).
  var cpuStages: [String: Double]
  var output: String

  /// Runs `sword <command> --verbose <extra>` in `workspace`; throws when it fails.
  static func run(
    sword: String, _ command: String, in workspace: String, extra: [String] = [], allowFailure: Bool = false
  ) throws -> SwordRun {
    let arguments = [command, "--verbose"] + extra
    var result = try CommandRunner.run(sword, arguments, in: workspace)
    if result.status > 128 {
      // A crash is reported, never hidden: the run is retried once so the other figures can still be taken.
      log(
        "warning: `sword \(arguments.joined(separator: " "))` crashed (status \(result.status)) in \(workspace); retrying"
      )
      result = try CommandRunner.run(sword, arguments, in: workspace)
    }
    if !allowFailure, !result.succeeded {
      throw CommandRunner.Failure(
        description: "`sword \(arguments.joined(separator: " "))` in \(workspace) exited with \(result.status):\n"
          + String(result.standardError.prefix(3000)))
    }
    var stages: [String: Double] = [:]
    var cpuStages: [String: Double] = [:]
    for line in result.standardError.split(separator: "\n") {
      guard let (name, seconds, cpuSeconds) = parseStage(line) else { continue }
      stages[name, default: 0] += seconds
      cpuStages[name, default: 0] += cpuSeconds ?? 0
    }
    return SwordRun(
      seconds: result.seconds, cpuSeconds: result.cpuSeconds, peakBytes: result.peakBytes, stages: stages,
      cpuStages: cpuStages,
      output: result.standardError + result.standardOutput)
  }

  func stage(_ name: String) -> Double { stages[name] ?? 0 }

  /// The `cached targets N` and `cached packages N` counts `--verbose` prints.
  var cachedTargets: Int { count("cached targets") }
  var cachedPackages: Int { count("cached packages") }

  private func count(_ name: String) -> Int {
    guard let range = output.range(of: name + " ") else { return 0 }
    return Int(output[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
  func cpuStage(_ name: String) -> Double { cpuStages[name] ?? 0 }

  /// `sword: <stage> <seconds> s` with an optional ` (CPU <seconds> s)`: the stage, the wall and the CPU seconds.
  ///
  /// A stage line is exactly `sword: <stage> <seconds> s (CPU <seconds> s)`, as `--verbose` prints it; the summary
  /// line (`sword: … is up to date · 181 bindings · 0.02 s`) also ends in seconds and is no stage.
  static func parseStage(_ line: Substring) -> (name: String, seconds: Double, cpuSeconds: Double?)? {
    let parts = line.split(separator: " ")
    guard parts.count == 7, parts[0] == "sword:", parts[3] == "s", parts[4] == "(CPU", parts[6] == "s)",
      let seconds = Double(parts[2]), let cpuSeconds = Double(parts[5])
    else { return nil }
    return (String(parts[1]), seconds, cpuSeconds)
  }
}
