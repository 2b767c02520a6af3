import Foundation
import SwordGenerator
import XCTest

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
    XCTAssertEqual(ProcessRunner.findExecutable(named: "sh", environment: ["PATH": "relative:/nonexistent:/bin"]), "/bin/sh")
    XCTAssertNil(ProcessRunner.findExecutable(named: "sh", environment: ["PATH": "/nonexistent"]))
    XCTAssertNil(ProcessRunner.findExecutable(named: "sh", environment: [:]))
  }
}
