import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// What `sword check` prints on a workspace whose generated file is stale or missing, compared with the
/// `expected.txt` of each scenario under `Fixtures/Check` (paths relative to the scenario): the `Sword/OutputStale`
/// errors, the diff, and the summary line, as `ReportPrinter` prints them. Set SWORD_RECORD=1 to re-record, then
/// review with `git diff`. `TerminalOutputTests` runs the real command on the same scenarios.
final class CheckOutputTests: XCTestCase {
  static let scenarios = Repository.fixtures.appendingPathComponent("Check")

  func testEveryScenarioPrintsItsExpectedOutputAndWritesNothing() async throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenarios.path).sorted()
    XCTAssertEqual(names, ["Missing", "Stale"])
    for name in names {
      let root = Self.scenarios.appendingPathComponent(name)
      let output = root.appendingPathComponent("App/Sword.generated.swift")
      let before = try? Data(contentsOf: output)
      let report = await Pipeline.run(
        config: root.appendingPathComponent(".sword.yml").path, goal: .check,
        describer: CannedPackageDescriber(packages: [:]))
      XCTAssertEqual(try? Data(contentsOf: output), before, "\(name): check wrote the generated file")
      guard case .stale(let diff) = report.outcome else {
        return XCTFail("\(name): expected stale, got \(report.outcome)")
      }
      XCTAssertEqual(Set(report.diagnostics.map(\.id)), [.outputStale], name)
      let printed = Self.printed(report.diagnostics, diff: diff, path: "App/Sword.generated.swift")
        .replacingOccurrences(of: root.path + "/", with: "")
      let expectedURL = root.appendingPathComponent("expected.txt")
      if ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1" {
        try printed.write(to: expectedURL, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: expectedURL, encoding: .utf8)
      XCTAssertEqual(printed, expected, "\(name): re-record with SWORD_RECORD=1 and review with git diff")
    }
  }

  /// The stale scenario's two changes are far apart: two hunks, each with its header and three lines of context,
  /// and the error at the first changed line.
  func testTwoDistantChangesAreTwoHunksWithContext() throws {
    let expected = try String(
      contentsOf: Self.scenarios.appendingPathComponent("Stale/expected.txt"), encoding: .utf8)
    let lines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.filter { $0.hasPrefix("@@ ") }.count, 2, expected)
    XCTAssertFalse(expected.contains("more lines"), "nothing is cut")
    let error = try XCTUnwrap(lines.first)
    let firstHunk = try XCTUnwrap(lines.first { $0.hasPrefix("@@ -") })
    let start = try XCTUnwrap(Int(firstHunk.dropFirst(4).prefix { $0.isNumber }))
    XCTAssertTrue(
      error.hasPrefix("App/Sword.generated.swift:\(start + 3):1: error: [Sword/OutputStale]"), String(error))
  }

  /// What `sword check` prints for a stale outcome: the diagnostics, the diff, the summary line (`ReportPrinter`).
  static func printed(_ diagnostics: [Diagnostic], diff: String, path: String) -> String {
    var lines = diagnostics.map(\.rendered)
    if !diff.isEmpty { lines.append(diff) }
    lines.append("sword: \(path) is stale; run `sword generate` and commit the result")
    return lines.joined(separator: "\n") + "\n"
  }
}
