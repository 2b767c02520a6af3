import CProcessControl
import Foundation
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// Runs an executable with an argument vector, never through a shell, and collects its standard output and
/// standard error at the same time, so a child that fills one pipe while we wait on the other cannot dead-lock.
///
/// Every process runs in a process group of its own, with a time limit: past the limit, or when the calling task
/// is cancelled (`sword` cancels its run on SIGINT and SIGTERM), the whole group is asked to end (SIGTERM), then
/// killed (SIGKILL) when it has not ended in time. A run past its limit ends as ``Termination/timedOut(after:)``.
///
/// A process may start others in a process group or session of their own (SwiftPM compiles a manifest with
/// `swiftc`, whose `swift-frontend` does so), which the group's signals do not reach. So in `sword` on Linux (after
/// ``superviseChildren()``) every process runs under a ``ProcessSupervisor``, which ends everything below it
/// when the process ends, when it is asked to, and when `sword` is killed; and `sword` itself is a child subreaper,
/// so that whatever outlives its parent stays below `sword` for ``ProcessTree`` to end before `sword` exits. On
/// other systems, and in a process that did not ask for supervision (tests), only the process group is ended.
///
/// ```swift
/// let output = try await ProcessRunner().run("/usr/bin/swift", arguments: ["--version"])
/// if output.termination == .exited(0) { print(String(decoding: output.standardOutput, as: UTF8.self)) }
/// ```
package struct ProcessRunner: Sendable {
  /// How a finished process ended.
  package enum Termination: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this code.
    case exited(Int32)
    /// A signal with this number ended it.
    case signaled(Int32)
    /// It ran past the runner's time limit (in seconds), and its process group was ended.
    case timedOut(after: Int)

    /// `exited with code 1`, `was killed by signal 9`, `did not finish within 300 s`.
    package var description: String {
      switch self {
      case .exited(let code): "exited with code \(code)"
      case .signaled(let signal): "was killed by signal \(signal)"
      case .timedOut(let seconds): "did not finish within \(seconds) s"
      }
    }
  }

  /// What a finished process left behind.
  package struct Output: Hashable, Sendable {
    /// How it ended.
    package var termination: Termination
    /// Everything it wrote to standard output.
    package var standardOutput: Data
    /// Everything it wrote to standard error.
    package var standardError: Data
    /// True when it exited with code 0.
    package var succeeded: Bool { termination == .exited(0) }
  }

  /// Why a process could not be run to the end.
  package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The executable that was asked for.
    package var executable: String
    /// What went wrong, in words.
    package var reason: String
    /// `could not run /usr/bin/swift: …`.
    package var description: String { "could not run \(executable): \(reason)" }
  }

  /// The most bytes collected from each stream; a process that writes more is a failure.
  package var outputLimit: Int
  /// The longest a process may run, in seconds.
  package var timeLimit: Int

  /// The time limit unless told: generous, since a first `swift package describe` of a package with remote
  /// dependencies may clone them; `sword --process-timeout` changes it.
  package static let defaultTimeLimit = 300

  /// A runner that collects at most `outputLimit` bytes per stream (256 MiB unless told) from processes that may
  /// run `timeLimit` seconds.
  package init(outputLimit: Int = 256 << 20, timeLimit: Int = ProcessRunner.defaultTimeLimit) {
    self.outputLimit = outputLimit
    self.timeLimit = max(1, timeLimit)
  }

  /// Runs `executable` (an absolute path) with `arguments`, inheriting this process's environment, and waits for it.
  ///
  /// A non-zero exit is a normal result (see ``Output/termination``); only a process that could not be started
  /// or whose output could not be read throws.
  package func run(
    _ executable: String,
    arguments: [String],
    workingDirectory: String? = nil
  ) async throws(Failure) -> Output {
    let limit = outputLimit
    var command = (executable: executable, arguments: arguments)
    // The group is given time for the supervisor to end what is below it before SIGKILL ends the group.
    var allowed = Duration.seconds(2)
    if let supervisor = Self.supervision.executable {
      // The supervisor would report a missing executable only as an exit code.
      guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw Failure(executable: executable, reason: "there is no executable file at this path")
      }
      command = ProcessSupervisor.command(supervisor, running: executable, arguments: arguments)
      allowed = ProcessSupervisor.grace * 5
    }
    let outcome = await withTaskGroup(of: Result<Output, Failure>?.self) { [command, allowed] group in
      group.addTask {
        var options = PlatformOptions()
        // A group of its own (the child's pid), which the teardown signals as a whole.
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: allowed)]
        do {
          let result = try await Subprocess.run(
            .path(FilePath(command.executable)),
            arguments: Arguments(command.arguments),
            workingDirectory: workingDirectory.map { FilePath($0) },
            platformOptions: options,
            output: .bytes(limit: limit),
            error: .bytes(limit: limit)
          )
          let termination: Termination
          switch result.terminationStatus {
          case .exited(let code): termination = .exited(Int32(code))
          #if !os(Windows)
            case .signaled(let signal): termination = .signaled(Int32(signal))
          #endif
          }
          return .success(
            Output(
              termination: termination, standardOutput: Data(result.standardOutput),
              standardError: Data(result.standardError)))
        } catch {
          return .failure(Failure(executable: executable, reason: "\(error)"))
        }
      }
      // The time limit: when it passes first, cancelling the run tears the process group down.
      group.addTask { [timeLimit] in
        try? await Task.sleep(for: .seconds(timeLimit))
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    guard let outcome else {
      if Task.isCancelled { throw Failure(executable: executable, reason: "the run was cancelled") }
      return Output(termination: .timedOut(after: timeLimit), standardOutput: Data(), standardError: Data())
    }
    return try outcome.get()
  }

  /// Makes this process a child subreaper and runs every process started after it under a ``ProcessSupervisor``
  /// (this process's own executable, which must be `sword`): Linux only, and a no-op elsewhere. `sword` calls it
  /// once, at start.
  package static func superviseChildren() {
    #if os(Linux)
      _ = sword_become_child_subreaper()
      // Without `/proc` (some sandboxes) the supervisor cannot read the tree, nor this executable be found. Its
      // path, so that `ps` shows the supervisor as `sword`; `/proc/self/exe` itself when the file was replaced.
      guard access("/proc/self/exe", X_OK) == 0 else { return }
      let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      supervision.set(
        path.flatMap { $0.hasPrefix("/") && access($0, X_OK) == 0 ? $0 : nil } ?? "/proc/self/exe")
    #endif
  }

  /// The supervisor's executable, when processes run under one: a setting of the whole process, as being a
  /// subreaper is.
  private static let supervision = Supervision()

  /// A path set once, read from any thread.
  private final class Supervision: @unchecked Sendable {
    private let lock = NSLock()
    private var path: String?
    var executable: String? { lock.withLock { path } }
    func set(_ executable: String) { lock.withLock { path = executable } }
  }

  /// The first executable file called `name` in the `PATH` of `environment`, or `nil`.
  ///
  /// ```swift
  /// ProcessRunner.findExecutable(named: "swift", environment: ["PATH": "/usr/bin:/bin"])  // "/usr/bin/swift"
  /// ```
  package static func findExecutable(named name: String, environment: [String: String]) -> String? {
    let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for directory in directories where directory.hasPrefix("/") {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
