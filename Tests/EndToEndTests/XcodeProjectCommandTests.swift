import Foundation
import SwordTestSupport
import XCTest

/// The `sword` binary on `Fixtures/XcodeProject` with the real SwiftPM describing its packages: `sword check` on the
/// project form of `root`, and what the Xcode build-tool plugin runs (`--xcode-project`, no `.sword.yml`, the output
/// in a work folder, for the Xcode 16 and the Xcode 26 project) give the committed file.
final class XcodeProjectCommandTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
  }

  func testTheProjectFormAndTheXcodePluginsCommandGiveTheCommittedFile() throws {
    let fixture = Repository.fixtures.appendingPathComponent("XcodeProject")
    let work = try TemporaryFolder(for: self)
    let cache = work.path + "/cache"
    let check = try TestProcess.run(Repository.sword, ["check", "--cache-dir", cache], in: fixture)
    XCTAssertEqual(check.status, 0, check.output)

    let output = work.path + "/plugin/Sword.generated.swift"
    // Memos26: as Xcode 26 writes it, products naming no package, Sword's own package referenced by path.
    for project in ["Memos16.xcodeproj", "Memos26.xcodeproj"] {
      let generate = try TestProcess.run(
        Repository.sword,
        [
          "generate", "--quiet", "--xcode-project", project, "--xcode-target", "Memos", "--output", output,
          "--cache-dir", cache,
        ],
        in: fixture)
      XCTAssertEqual(generate.status, 0, "\(project): \(generate.output)")
      XCTAssertEqual(
        try String(contentsOfFile: output, encoding: .utf8),
        try String(contentsOf: fixture.appendingPathComponent("Memos/Sword.generated.swift"), encoding: .utf8),
        project)
    }

    let unknown = try TestProcess.run(
      Repository.sword,
      ["generate", "--xcode-project", "Memos16.xcodeproj", "--xcode-target", "Memo", "--output", output], in: fixture)
    XCTAssertEqual(unknown.status, 1, unknown.output)
    XCTAssertTrue(
      unknown.output.contains(
        "[Sword/UnknownTarget] Xcode project 'Memos16.xcodeproj' has no target named 'Memo'; "
          + "did you mean 'Memos'?"), unknown.output)
    let mixed = try TestProcess.run(
      Repository.sword, ["generate", "--xcode-project", "Memos16.xcodeproj", "--output", output], in: fixture)
    XCTAssertNotEqual(mixed.status, 0, mixed.output)
    XCTAssertTrue(mixed.output.contains("--xcode-project PATH and --xcode-target NAME go together"), mixed.output)
  }
}
