import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

final class PackageProcessRunnerTests: XCTestCase {
  func testBothStreamsAreDrainedTogetherSoLargeOutputCannotDeadlock() async throws {
    // Far more than a pipe buffer on each stream, standard error first: a runner that read standard output to
    // its end before standard error would wait forever.
    let script = "head -c 300000 /dev/zero >&2; head -c 500000 /dev/zero; exit 3"
    let output = try await ProcessRunner().run("/bin/sh", arguments: ["-c", script])
    XCTAssertEqual(output.termination, .exited(3))
    XCTAssertFalse(output.succeeded)
    XCTAssertEqual(output.standardError.count, 300_000)
    XCTAssertEqual(output.standardOutput.count, 500_000)
  }

  func testArgumentsArePassedVerbatimWithoutAShell() async throws {
    let output = try await ProcessRunner().run("/bin/echo", arguments: ["$HOME", "a b", "*"])
    XCTAssertTrue(output.succeeded)
    XCTAssertEqual(String(decoding: output.standardOutput, as: UTF8.self), "$HOME a b *\n")
  }

  func testMissingExecutableAndOversizedOutputThrow() async {
    do {
      _ = try await ProcessRunner().run("/nonexistent/tool", arguments: [])
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error.executable, "/nonexistent/tool")
    }
    do {
      _ = try await ProcessRunner(outputLimit: 10).run("/bin/echo", arguments: ["more than ten bytes"])
      XCTFail("expected a failure")
    } catch {
      XCTAssertTrue(error.description.hasPrefix("could not run /bin/echo: "), error.description)
    }
  }

  func testFindsExecutablesOnPath() {
    XCTAssertEqual(
      ProcessRunner.findExecutable(named: "sh", environment: ["PATH": "relative:/nonexistent:/bin"]), "/bin/sh")
    XCTAssertNil(ProcessRunner.findExecutable(named: "sh", environment: ["PATH": "/nonexistent"]))
    XCTAssertNil(ProcessRunner.findExecutable(named: "sh", environment: [:]))
  }
}

/// Every process has a time limit and ends with everything it started: past the limit, or when the run is
/// cancelled (SIGINT), its whole process group is ended. Before, a describe had no limit, and the manifest process
/// SwiftPM started was left running after SIGINT.
final class ProcessGroupTests: XCTestCase {
  /// A shell that starts a grandchild, records its pid, and waits for it: like `swift package describe`, whose
  /// manifest runs in a process of its own.
  private func hangingScript(pidFile: String) -> String {
    "sleep 1000 & echo $! > '\(pidFile).tmp' && mv '\(pidFile).tmp' '\(pidFile)'; wait"
  }

  private func grandchild(recordedIn pidFile: String) throws -> pid_t {
    let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    return try XCTUnwrap(pid_t(text))
  }

  /// Whether `pid` is gone, looked at until it is (a process sent SIGTERM or SIGKILL ends; how soon depends on the
  /// machine, so there is no deadline short enough to matter).
  private func isGone(_ pid: pid_t) async -> Bool {
    for _ in 0..<600 {
      if kill(pid, 0) != 0, errno == ESRCH { return true }
      try? await Task.sleep(nanoseconds: 100_000_000)
    }
    return false
  }

  /// The time limits a test tries in turn, until one was long enough for the shell to start its grandchild and
  /// record it: one second on any machine but a very loaded one, where a shell may take longer to get that far.
  private let limits = [1, 2, 4, 8, 16, 32, 64]

  func testAProcessPastItsLimitEndsWithItsWholeGroup() async throws {
    let folder = try TemporaryFolder(for: self)
    let pidFile = folder.path + "/grandchild.pid"
    for limit in limits where !FileManager.default.fileExists(atPath: pidFile) {
      let output = try await ProcessRunner(timeLimit: limit).run(
        "/bin/sh", arguments: ["-c", hangingScript(pidFile: pidFile)])
      XCTAssertEqual(output.termination, .timedOut(after: limit))
      XCTAssertEqual(output.termination.description, "did not finish within \(limit) s")
    }
    let pid = try grandchild(recordedIn: pidFile)
    let gone = await isGone(pid)
    XCTAssertTrue(gone, "the process the child started is ended too")
  }

  func testACancelledRunEndsTheProcessGroup() async throws {
    let folder = try TemporaryFolder(for: self)
    let pidFile = folder.path + "/grandchild.pid"
    let script = hangingScript(pidFile: pidFile)
    let run = Task { try await ProcessRunner().run("/bin/sh", arguments: ["-c", script]) }
    // Cancelled once the grandchild exists, as SIGINT cancels sword's run.
    while !FileManager.default.fileExists(atPath: pidFile) { try await Task.sleep(nanoseconds: 20_000_000) }
    let pid = try grandchild(recordedIn: pidFile)
    run.cancel()
    _ = try? await run.value
    let gone = await isGone(pid)
    XCTAssertTrue(gone, "the process the child started is ended too")
  }

  /// A describe that does not end is reported at the package's entry in .sword.yml, with what to do.
  func testADescribePastItsLimitIsALocatedError() async throws {
    let folder = try TemporaryFolder(for: self)
    let pidFile = folder.path + "/grandchild.pid"
    try folder.write("swift", "#!/bin/sh\n" + hangingScript(pidFile: pidFile) + "\n")
    XCTAssertEqual(chmod(folder.path + "/swift", 0o755), 0)
    let location = SourceLocation(file: "/repo/.sword.yml", line: 3, column: 11)
    for limit in limits where !FileManager.default.fileExists(atPath: pidFile) {
      let describer = SwiftPMDescriber(
        environment: ["SWORD_SWIFT": folder.path + "/swift", "PATH": "/usr/bin:/bin"],
        runner: ProcessRunner(timeLimit: limit))
      do {
        _ = try await describer.describe(packageAt: folder.path, reportingAt: location)
        XCTFail("expected a timeout")
      } catch {
        XCTAssertEqual(error.diagnostics.map(\.id), [.describeFailed])
        XCTAssertEqual(error.diagnostics.first?.location, location)
        let message = error.diagnostics.first?.message ?? ""
        XCTAssertTrue(message.contains("did not finish within \(limit) s"), message)
        XCTAssertTrue(message.contains("--process-timeout"), message)
      }
    }
    let gone = await isGone(try grandchild(recordedIn: pidFile))
    XCTAssertTrue(gone)
  }

  /// Each user's describes lock files of their own: the scratch path SwiftPM names its lock after holds the uid.
  func testTheDescribeScratchPathIsTheUsers() {
    let path = SwiftPMDescriber.scratchPath(for: "/repo/Packages/Core")
    XCTAssertTrue(
      path.hasSuffix("/describe-" + String(StableHash.fnv1a64("/repo/Packages/Core"), radix: 16)), path)
    XCTAssertTrue(Paths.lastComponent(Paths.parent(of: path)).hasPrefix("sword-\(geteuid())"), path)
  }

  /// The scratch folder's name in the shared temporary folder can be guessed: a link or a folder someone else
  /// planted there is not used (SwiftPM would write its build products through it); a fresh private folder is.
  func testAPlantedScratchFolderIsNotUsed() throws {
    let temporary = try TemporaryFolder(for: self).path
    let expected = temporary + "/sword-\(geteuid())"
    XCTAssertEqual(SwiftPMDescriber.privateFolder(in: temporary), expected, "made when missing")
    var status = stat()
    XCTAssertEqual(lstat(expected, &status), 0)
    XCTAssertEqual(status.st_mode & 0o777, 0o700)
    XCTAssertEqual(SwiftPMDescriber.privateFolder(in: temporary), expected, "used again when it is the user's")

    try FileManager.default.removeItem(atPath: expected)
    try FileManager.default.createDirectory(atPath: temporary + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: expected, withDestinationPath: temporary + "/elsewhere")
    let instead = SwiftPMDescriber.privateFolder(in: temporary)
    XCTAssertNotEqual(instead, expected, "a planted link is not followed")
    XCTAssertTrue(instead.hasPrefix(expected + "-"), instead)
    XCTAssertTrue(WorkFolder.isRealFolderOwnedByUser(instead))

    try FileManager.default.removeItem(atPath: expected)
    try FileManager.default.createDirectory(atPath: expected, withIntermediateDirectories: true)
    chmod(expected, 0o777)
    XCTAssertNotEqual(SwiftPMDescriber.privateFolder(in: temporary), expected, "a folder others may write to")
  }
}
