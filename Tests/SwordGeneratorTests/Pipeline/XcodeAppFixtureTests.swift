import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `Fixtures/XcodeApp`: an Xcode-style root (`root: {sources:, module:, output:}`) whose features live in a local
/// package (described by the fixture's checked-in `package-description.json`). Set SWORD_RECORD=1 to re-record the committed file, then review with `git diff`.
final class XcodeAppFixtureTests: XCTestCase {
  static let fixture = Repository.fixtures.appendingPathComponent("XcodeApp")

  func testTheCommittedGeneratedFileOfTheAppFolderIsCurrent() async throws {
    let recording = ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1"
    let report = try await Pipeline.run(fixture: Self.fixture, goal: recording ? .generate : .check)
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.outputPath, Self.fixture.appendingPathComponent("MyApp/Sword.generated.swift").path)
    XCTAssertEqual(report.counts["targets"], 4, "AppCore, Settings and Timeline from the package, and the MyApp folder")
    switch report.outcome {
    case .upToDate, .written: break
    case .stale(let diff): XCTFail("Fixtures/XcodeApp is stale; run with SWORD_RECORD=1 and review:\n\(diff)")
    case .failed, .reported: XCTFail("the pipeline failed")
    }
  }
}
