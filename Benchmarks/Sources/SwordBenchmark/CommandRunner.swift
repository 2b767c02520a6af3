import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command and measures it: wall-clock time, and the CPU time and peak resident memory of the child and the
/// processes it waited for (from `wait4`), with standard output and standard error captured in files.
enum CommandRunner {
  struct Result {
    var status: Int32
    var seconds: Double
    /// User and system CPU time of the child and its waited-for children (`swiftc` and its frontend job): unlike
    /// `seconds`, hardly inflated when other processes share the cores.
    var cpuSeconds: Double
    /// Peak resident set size of the child, in bytes.
    var peakBytes: Int
    var standardOutput: String
    var standardError: String
    var succeeded: Bool { status == 0 }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `executable` (an absolute path) with `arguments` in `directory`.
  static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sword-bench-\(UUID().uuidString)")
    let outPath = scratch.path + ".out"
    let errPath = scratch.path + ".err"
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // The child changes directory through `sh`, which then `exec`s the command: the same process, so `wait4`
    // still reports the command's peak memory.
    var command = [executable] + arguments
    if let directory { command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + command }

    let argv = command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else { throw Failure(description: "cannot start \(executable): error \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw Failure(description: "wait4 failed for \(executable)") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exitCode: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)
    #else
      let peak = Int(usage.ru_maxrss) * 1024
    #endif
    let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    return Result(
      status: exitCode, seconds: seconds, cpuSeconds: cpu, peakBytes: peak,
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// Runs the command and throws, with what it printed, when it fails.
  @discardableResult
  static func check(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Result {
    let result = try run(executable, arguments, in: directory)
    guard result.succeeded else {
      let shown = ([executable] + arguments).joined(separator: " ")
      throw Failure(
        description:
          "`\(shown)` exited with \(result.status):\n\(result.standardError.suffix(3000))\(result.standardOutput.suffix(2000))"
      )
    }
    return result
  }

  /// The absolute path of `name` on `PATH`.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
