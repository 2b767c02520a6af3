import Foundation

/// Runs a program with extra environment variables (and `PATH` entries in front), capturing both streams into one
/// file, for the plugin, pre-commit and `sword init` tests.
enum ProcessEnvironmentRunner {
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
    pathPrefix: [String] = []
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    if !pathPrefix.isEmpty {
      environment["PATH"] = (pathPrefix + [environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
    }
    process.environment = environment
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("sword-e2e-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return CommandResult(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  /// The first executable called `name` on `PATH`, if any.
  static func find(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
