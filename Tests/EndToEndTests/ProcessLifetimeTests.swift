import Foundation
import SwordTestSupport
import XCTest

/// Nothing `sword` starts outlives it (issue #41): on SIGINT, SIGTERM and a `--process-timeout`, every process below
/// it has ended by the time `sword` exits; when `sword` itself is killed (SIGKILL), they end within seconds. The
/// stand-in for `swift` starts processes the way SwiftPM's manifest compile does, in sessions and process groups of
/// their own, one of them left behind by a parent that has already exited, and then hangs. Every process of a case
/// carries a token in its environment, and after each case the test counts the processes that still carry it.
///
/// Linux only: elsewhere `sword` ends the process group alone, and these cases are skipped.
final class ProcessLifetimeTests: XCTestCase {
  private var root: URL!
  /// `NAME=value` in the environment of every process a case starts, and of no other process.
  private var token = ""

  override func setUpWithError() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/environ"), "needs Linux's /proc")
    root = FileManager.default.temporaryDirectory.appendingPathComponent("sword-lifetime-\(UUID().uuidString)")
    token = "SWORD_LIFETIME_TEST=\(UUID().uuidString)"
    try write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Lifetime", targets: [.executableTarget(name: "App")])
      """)
    try write("Sources/App/main.swift", "import Sword\n@Component final class AppComponent {}\n")
    try write(".sword.yml", "root:\n  target: App\n")
    // A stand-in for `swift package describe`: one process in a session of its own, one left behind by a parent
    // that has already exited, two in a session whose leader waits for them; `ready` once all of them exist.
    try write(
      "fake-swift",
      """
      #!/bin/sh
      dir=$(dirname "$0")
      setsid sleep 1000 &
      setsid sh -c 'sleep 1000 & touch "$1/orphan.ready"' sh "$dir" &
      setsid sh -c 'sleep 1000 & sleep 1000 & touch "$1/session.ready"; wait' sh "$dir" &
      while [ ! -e "$dir/orphan.ready" ] || [ ! -e "$dir/session.ready" ]; do sleep 0.1; done
      touch "$dir/ready"
      wait

      """)
    XCTAssertEqual(chmod(root.appendingPathComponent("fake-swift").path, 0o755), 0)
  }

  override func tearDownWithError() throws {
    // A failed case leaves nothing behind for the next.
    for pid in markedProcesses() { kill(pid, SIGKILL) }
    if let root { try? FileManager.default.removeItem(at: root) }
  }

  func testSIGINTAndSIGTERMEndEveryProcessBelowSwordBeforeItExits() throws {
    for signal in [SIGINT, SIGTERM] {
      let sword = try startSword()
      try waitUntilReady(sword)
      kill(sword.processIdentifier, signal)
      sword.waitUntilExit()
      XCTAssertEqual(sword.terminationStatus, 128 + signal)
      XCTAssertEqual(markedProcesses(), [], "still running after sword exited on signal \(signal)")
      for pid in markedProcesses() { kill(pid, SIGKILL) }
    }
  }

  func testATimeoutEndsEveryProcessBelowSwordBeforeItExits() throws {
    // Limits tried in turn until one was long enough for the stand-in to start everything: the first on any
    // machine but a very loaded one.
    for limit in [2, 4, 8, 16, 32, 64] where !FileManager.default.fileExists(atPath: readyFile) {
      let sword = try startSword(["--process-timeout", String(limit)])
      sword.waitUntilExit()
      XCTAssertEqual(sword.terminationStatus, 1)
      XCTAssertEqual(markedProcesses(), [], "still running after sword exited on a \(limit) s timeout")
      for pid in markedProcesses() { kill(pid, SIGKILL) }
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: readyFile), "the stand-in never started everything")
  }

  func testWhenSwordIsKilledEveryProcessBelowItEndsWithinSeconds() throws {
    let sword = try startSword()
    try waitUntilReady(sword)
    kill(sword.processIdentifier, SIGKILL)
    sword.waitUntilExit()
    // SIGKILL leaves sword no time: what it started notices and ends on its own. The bound only keeps a
    // regression from hanging the suite.
    var left = markedProcesses()
    for _ in 0..<600 where !left.isEmpty {
      usleep(100_000)
      left = markedProcesses()
    }
    XCTAssertEqual(left, [], "still running a minute after sword was killed")
  }

  private var readyFile: String { root.appendingPathComponent("ready").path }

  /// `sword generate` describing with the stand-in, every process it starts marked with the token.
  private func startSword(_ extra: [String] = []) throws -> Process {
    for name in ["ready", "orphan.ready", "session.ready"] {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    let separator = token.firstIndex(of: "=")!
    return try TestProcess.start(
      Repository.sword, ["generate", "--no-cache", "--quiet", "--describe-with-swiftpm"] + extra, in: root,
      environment: [
        "SWORD_SWIFT": root.appendingPathComponent("fake-swift").path,
        String(token[..<separator]): String(token[token.index(after: separator)...]),
      ])
  }

  /// Waits, however long sword takes to get there, until the stand-in has started everything.
  private func waitUntilReady(_ sword: Process) throws {
    while !FileManager.default.fileExists(atPath: readyFile), sword.isRunning { usleep(50_000) }
    _ = try XCTUnwrap(sword.isRunning ? sword : nil, "sword ended before its describe started everything")
  }

  /// The processes that still run and carry the token (a zombie has ended, and its environment reads empty).
  private func markedProcesses() -> [pid_t] {
    guard !token.isEmpty else { return [] }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { pid in
      guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/environ") else { return false }
      defer { try? handle.close() }
      let environment = (try? handle.readToEnd()) ?? Data()
      return environment.split(separator: 0).contains { $0.elementsEqual(token.utf8) }
    }.sorted()
  }

  private func write(_ relative: String, _ text: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
