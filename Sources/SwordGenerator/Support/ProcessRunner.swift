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

    /// `exited with code 1`, `was killed by signal 9`.
    package var description: String {
      switch self {
      case .exited(let code): "exited with code \(code)"
      case .signaled(let signal): "was killed by signal \(signal)"
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

  /// A runner that collects at most `outputLimit` bytes per stream (256 MiB unless told).
  package init(outputLimit: Int = 256 << 20) {
    self.outputLimit = outputLimit
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
    do {
      let result = try await Subprocess.run(
        .path(FilePath(executable)),
        arguments: Arguments(arguments),
        workingDirectory: workingDirectory.map { FilePath($0) },
        output: .bytes(limit: outputLimit),
        error: .bytes(limit: outputLimit)
      )
      let termination: Termination
      switch result.terminationStatus {
      case .exited(let code): termination = .exited(Int32(code))
      #if !os(Windows)
      case .signaled(let signal): termination = .signaled(Int32(signal))
      #endif
      }
      return Output(
        termination: termination,
        standardOutput: Data(result.standardOutput),
        standardError: Data(result.standardError)
      )
    } catch {
      throw Failure(executable: executable, reason: "\(error)")
    }
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
