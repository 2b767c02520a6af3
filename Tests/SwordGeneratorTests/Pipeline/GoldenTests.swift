import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// Runs the whole pipeline on the monorepo fixture (packages described by its checked-in
/// `package-description.json`) and compares the generated files with the ones committed there. Set SWORD_RECORD=1 to re-record, then review with `git diff`.
final class GoldenTests: XCTestCase {
  static let fixtures = Repository.fixtures
  static var recording: Bool { ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1" }

  /// The committed `Sword.generated.swift` of the monorepo fixture is exactly what the pipeline generates.
  func testMonorepoGeneratedCodeMatchesTheCommittedFile() async throws {
    try await assertCurrent(config: ".sword.yml", output: "Sources/App/Sword.generated.swift")
  }

  /// The same for the Widget target, which gets only WidgetComponent's code (`components:` in sword-widget.yml), in
  /// three files (`output_files: 3`).
  func testWidgetGeneratedCodeMatchesTheCommittedFile() async throws {
    try await assertCurrent(config: "sword-widget.yml", output: "Sources/Widget/Sword.generated.swift")
  }

  /// The same for rockname/sword's README example, written as there.
  func testSwordReadmeGeneratedCodeMatchesTheCommittedFile() async throws {
    try await assertCurrent(config: "sword-readme.yml", output: "Sources/SwordReadme/Sword.generated.swift")
  }

  private func assertCurrent(config: String, output: String, file: StaticString = #filePath, line: UInt = #line)
    async throws
  {
    let root = Self.fixtures.appendingPathComponent("Monorepo")
    let goal: PipelineGoal = Self.recording ? .generate : .check
    let report = try await Pipeline.run(fixture: root, config: config, goal: goal)
    XCTAssertEqual(report.diagnostics.map(\.rendered), [], file: file, line: line)
    XCTAssertEqual(report.outputPath, root.appendingPathComponent(output).path, file: file, line: line)
    switch report.outcome {
    case .upToDate, .written: break
    case .stale(let diff):
      XCTFail("\(output) is stale; run with SWORD_RECORD=1 and review:\n\(diff)", file: file, line: line)
    case .failed, .reported: XCTFail("the pipeline failed", file: file, line: line)
    }
  }
}
