import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The tree `sword` ends is read from `/proc` by parent, so a process that moved to a session of its own (as
/// `swift-frontend` does) is still found below the process that started it.
final class ProcessTreeTests: XCTestCase {
  func testADescendantInASessionOfItsOwnIsFound() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/stat"), "needs Linux's /proc")
    let folder = try TemporaryFolder(for: self)
    let pidFile = folder.path + "/grandchild.pid"
    let shell = try TestProcess.start(
      "/bin/sh", ["-c", "setsid sleep 1000 & echo $! > '\(pidFile).tmp' && mv '\(pidFile).tmp' '\(pidFile)'; wait"])
    defer {
      kill(shell.processIdentifier, SIGKILL)
      shell.waitUntilExit()
    }
    while !FileManager.default.fileExists(atPath: pidFile), shell.isRunning { usleep(20_000) }
    let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    let grandchild = try XCTUnwrap(pid_t(text))
    defer { kill(grandchild, SIGKILL) }
    XCTAssertEqual(ProcessTree.descendants(of: shell.processIdentifier), [grandchild])
    XCTAssertTrue(ProcessTree.descendants(of: getpid()).contains(grandchild))
  }
}
