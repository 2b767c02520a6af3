import Foundation

/// Runs a program and captures its output (both streams into one file, so nothing can block on a full pipe).
struct CommandResult {
  var status: Int32
  var output: String
}

enum CommandRunner {
  static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("sword-e2e-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return CommandResult(status: process.terminationStatus, output: output)
  }

  /// `swift` from PATH.
  static var swift: String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/swift"
  }

  /// The `sword` built by `swift build --product sword` (`make test` builds it first).
  static var sword: String {
    FixtureWorkspace.repositoryRoot.appendingPathComponent(".build/debug/sword").path
  }
}
