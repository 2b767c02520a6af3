import Foundation

/// How every test starts a program (`sword`, `swift`, `swiftc`, `git`, a build system): both output streams go into
/// one file, which never fills up and blocks the program as a pipe would; standard input is empty; the test's own
/// environment is passed on with `NO_COLOR` set, so that output is plain text.
///
/// ```swift
/// let result = try TestProcess.run("git", ["init"], in: folder)              // a name: looked up on PATH
/// XCTAssertEqual(result.status, 0, result.output)
/// try TestProcess.run(Repository.sword, ["check"], in: workspace, environment: ["NO_COLOR": nil])
/// ```
package enum TestProcess {
  /// How a program ended, and what it printed on both streams, interleaved.
  package struct Result: Sendable {
    package var status: Int32
    package var output: String
    /// `.uncaughtSignal` when a signal ended it (`status` is then the signal's number).
    package var reason: Process.TerminationReason
  }

  /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` in `folder` (the test's current
  /// directory when `nil`) and waits for it. `environment` sets variables on top of the test's own (a `nil` value
  /// removes one, `NO_COLOR` included), or of none with `inheritsEnvironment` false; `pathPrefix` puts folders in
  /// front of `PATH`.
  @discardableResult
  package static func run(
    _ executable: String, _ arguments: [String] = [], in folder: URL? = nil, environment: [String: String?] = [:],
    inheritsEnvironment: Bool = true, pathPrefix: [String] = []
  ) throws -> Result {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("sword-test-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    let process = try start(
      executable, arguments, in: folder, environment: environment, inheritsEnvironment: inheritsEnvironment,
      pathPrefix: pathPrefix, output: handle)
    process.waitUntilExit()
    try handle.close()
    return Result(
      status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "",
      reason: process.terminationReason)
  }

  /// A private folder for this test process's children's configuration (the cache key file), made once.
  private static let testConfigHome = Swift.Result<String, any Error> {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-test-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    return folder.path
  }

  /// Starts `executable` as ``run(_:_:in:environment:inheritsEnvironment:pathPrefix:)`` does, without waiting:
  /// for a test that signals it or watches it run. Its output goes to `output` (discarded when `nil`); the caller
  /// waits for it.
  package static func start(
    _ executable: String, _ arguments: [String] = [], in folder: URL? = nil, environment: [String: String?] = [:],
    inheritsEnvironment: Bool = true, pathPrefix: [String] = [], output: FileHandle? = nil
  ) throws -> Process {
    var variables = inheritsEnvironment ? ProcessInfo.processInfo.environment : [:]
    variables["NO_COLOR"] = "1"
    // The cache key file goes in a folder of the test run's, not the user's `~/.config/sword` (a test that reads
    // the key's place sets `XDG_CONFIG_HOME` itself).
    if variables["XDG_CONFIG_HOME"] == nil, variables["SWORD_CACHE_KEY"] == nil {
      variables["XDG_CONFIG_HOME"] = try testConfigHome.get()
    }
    for (name, value) in environment { variables[name] = value }
    if !pathPrefix.isEmpty {
      variables["PATH"] = (pathPrefix + [variables["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
    }
    let process = Process()
    if executable.contains("/") {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    } else {
      // `env` finds the name on the program's own PATH, prefix included; a name it cannot find ends with 127.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [executable] + arguments
    }
    if let folder { process.currentDirectoryURL = folder }
    process.environment = variables
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = output ?? FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The first executable called `name` on the test's `PATH`, if any.
  package static func find(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// `swift` from `PATH`.
  package static var swift: String { find("swift") ?? "/usr/bin/swift" }
}
