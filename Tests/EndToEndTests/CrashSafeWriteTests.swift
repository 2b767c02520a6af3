import Foundation
import SwordTestSupport
import XCTest

/// Kills `sword generate` at each moment of rewriting a large generated file (half-way through writing the
/// temporary file, just before the rename, just after it) and checks that the file is always exactly the old bytes
/// or exactly the new ones, never a mix: the old ones until the rename, the new ones after it. The moments are
/// reached through Sword's test hook `SWORD_TEST_CRASH_AT` (see `AtomicFile`), not guessed from timings, so every
/// one is tested on any machine.
final class CrashSafeWriteTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
  }

  /// Runs `sword generate --quiet` in `root` with `environment` added; how it ended.
  private func generate(in root: URL, environment extra: [String: String] = [:]) throws -> TestProcess.Result {
    try TestProcess.run(Repository.sword, ["generate", "--quiet"], in: root, environment: extra)
  }

  func testAKilledGenerateLeavesTheOldFileOrTheNewOneNeverAMix() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sword-kill-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try """
    // swift-tools-version: 6.0
    import PackageDescription
    let package = Package(name: "Big", targets: [.executableTarget(name: "App")])
    """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "root:\n  target: App\n".write(to: root.appendingPathComponent(".sword.yml"), atomically: true, encoding: .utf8)
    let bindings = app.appendingPathComponent("Bindings.swift")
    let output = app.appendingPathComponent("Sword.generated.swift")

    func writeGraph(scope: String) throws {
      var text = "import Sword\n@Component final class AppComponent {}\n"
      for number in 0..<1_500 {
        text +=
          "@Dependency(registeredTo: AppComponent.self\(scope))\nfinal class Service\(number) { @Injected init() {} }\n"
      }
      try text.write(to: bindings, atomically: true, encoding: .utf8)
    }
    func temporaryFiles() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: app.path).filter { $0.hasSuffix(".tmp") }.sorted()
    }

    // Two versions of the generated file, A (unscoped) and B (.single).
    try writeGraph(scope: "")
    XCTAssertEqual(try generate(in: root).status, 0)
    let versionA = try Data(contentsOf: output)
    try writeGraph(scope: ", scopedWith: .single")
    XCTAssertEqual(try generate(in: root).status, 0)
    let versionB = try Data(contentsOf: output)
    XCTAssertNotEqual(versionA, versionB)
    XCTAssertGreaterThan(versionB.count, 100_000)

    // Each moment, once from A to B and once from B to A.
    var old = versionB
    for point in ["mid-temporary-write", "before-rename", "after-rename"] {
      for _ in 0..<2 {
        let new = old == versionA ? versionB : versionA
        try writeGraph(scope: new == versionA ? "" : ", scopedWith: .single")
        let killed = try generate(in: root, environment: ["SWORD_TEST_CRASH_AT": "\(point):Sword.generated.swift"])
        XCTAssertEqual(killed.reason, .uncaughtSignal, "\(point): the hook kills the run")
        XCTAssertEqual(killed.status, SIGKILL, point)

        let now = try Data(contentsOf: output)
        XCTAssertTrue(now == versionA || now == versionB, "\(point): the generated file is torn (\(now.count) bytes)")
        XCTAssertTrue(
          now == (point == "after-rename" ? new : old), "\(point): the old file before the rename, the new one after")
        let left = try temporaryFiles()
        if point == "after-rename" {
          XCTAssertEqual(left, [], "the temporary file became the output")
        } else {
          XCTAssertEqual(left.count, 1, "\(point): the killed run leaves its temporary file")
          let partial = try Data(contentsOf: app.appendingPathComponent(left.first ?? "missing"))
          XCTAssertTrue(
            partial == (point == "before-rename" ? new : new.prefix(new.count / 2)),
            "\(point): the temporary file holds what was written of the new bytes (\(partial.count) bytes)")
        }

        // A later run cleans up what the killed run left behind and writes the current version.
        XCTAssertEqual(try generate(in: root).status, 0, point)
        XCTAssertTrue(try Data(contentsOf: output) == new, "\(point): the next run writes the new version")
        XCTAssertEqual(try temporaryFiles(), [], "\(point): the next run removes the temporary file")
        old = new
      }
    }
  }
}
