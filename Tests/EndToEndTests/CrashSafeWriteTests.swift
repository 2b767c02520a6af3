import Foundation
import XCTest

/// Kills `sword generate` at random moments while it rewrites a large generated file, and checks that the file is
/// always exactly the old bytes or exactly the new ones, never a mix.
final class CrashSafeWriteTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: CommandRunner.sword), "build sword first: swift build --product sword")
  }

  func testAKilledGenerateLeavesTheOldFileOrTheNewOneNeverAMix() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sword-kill-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Big", targets: [.executableTarget(name: "App")])
      """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "root:\n  target: App\n".write(to: root.appendingPathComponent(".sword.yml"), atomically: true, encoding: .utf8)
    let bindings = root.appendingPathComponent("Sources/App/Bindings.swift")
    let output = root.appendingPathComponent("Sources/App/Sword.generated.swift").path

    func writeGraph(scope: String) throws {
      var text = "import Sword\n@Component final class AppComponent {}\n"
      for number in 0..<1_500 {
        text += "@Dependency(registeredTo: AppComponent.self\(scope))\nfinal class Service\(number) { @Injected init() {} }\n"
      }
      try text.write(to: bindings, atomically: true, encoding: .utf8)
    }

    // Two versions of the generated file, A (unscoped) and B (.single).
    try writeGraph(scope: "")
    let started = Date()
    XCTAssertEqual(try CommandRunner.run(CommandRunner.sword, ["generate", "--quiet"], in: root).status, 0)
    let duration = Date().timeIntervalSince(started)
    let versionA = try Data(contentsOf: URL(fileURLWithPath: output))
    try writeGraph(scope: ", scopedWith: .single")
    XCTAssertEqual(try CommandRunner.run(CommandRunner.sword, ["generate", "--quiet"], in: root).status, 0)
    let versionB = try Data(contentsOf: URL(fileURLWithPath: output))
    XCTAssertNotEqual(versionA, versionB)
    XCTAssertGreaterThan(versionB.count, 100_000)

    var generator = SystemRandomNumberGenerator()
    for round in 0..<8 {
      // Alternate which version is being written, and kill somewhere in the second half of a run.
      try writeGraph(scope: round.isMultiple(of: 2) ? "" : ", scopedWith: .single")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandRunner.sword)
      process.arguments = ["generate", "--quiet"]
      process.currentDirectoryURL = root
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(useconds_t(duration * Double.random(in: 0.5...1.1, using: &generator) * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let now = try Data(contentsOf: URL(fileURLWithPath: output))
      XCTAssertTrue(now == versionA || now == versionB, "round \(round): the generated file is torn (\(now.count) bytes)")
    }
    // A later run cleans up what a killed run left behind and writes the current version.
    XCTAssertEqual(try CommandRunner.run(CommandRunner.sword, ["generate", "--quiet"], in: root).status, 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/App").path)
      .filter { $0.hasSuffix(".tmp") }
    XCTAssertEqual(leftovers, [])
  }
}
