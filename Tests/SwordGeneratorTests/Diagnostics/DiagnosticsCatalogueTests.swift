import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// Runs the whole pipeline on every workspace under `Fixtures/Diagnostics/`, one per entry of the diagnostics
/// catalogue (packages described by each entry's checked-in `package-description.json`), and compares what it prints (paths relative
/// to the workspace, then the count) with the workspace's `expected.txt`. Set SWORD_RECORD=1 to re-record, then
/// review with `git diff`.
final class DiagnosticsCatalogueTests: XCTestCase {
  static let repository = Repository.root
  static let catalogue = Repository.fixtures.appendingPathComponent("Diagnostics")
  static var recording: Bool { ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1" }

  static func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: catalogue.path)
      .filter { FileManager.default.fileExists(atPath: catalogue.appendingPathComponent("\($0)/.sword.yml").path) }
      .sorted()
  }

  func testEveryCatalogueEntryPrintsItsExpectedDiagnosticsAndWritesNothing() async throws {
    let entries = try Self.entries()
    XCTAssertGreaterThanOrEqual(entries.count, 16, "the catalogue lost entries")
    let reports = try await Self.run(entries)
    for entry in entries {
      let root = Self.catalogue.appendingPathComponent(entry)
      let report = try XCTUnwrap(reports[entry], entry)
      XCTAssertEqual(report.outcome, .failed, "\(entry) should fail")
      let output = root.appendingPathComponent("Sources/App/Sword.generated.swift")
      XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "\(entry) wrote a file")
      XCTAssertEqual(report.diagnostics, report.diagnostics.sorted(), "\(entry): diagnostics are not sorted")
      let actual = Self.printed(report.diagnostics, relativeTo: root)
      let expectedURL = root.appendingPathComponent("expected.txt")
      if Self.recording {
        try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: expectedURL, encoding: .utf8)
      XCTAssertEqual(actual, expected, "\(entry): re-record with SWORD_RECORD=1 and review with git diff")
      for diagnostic in report.diagnostics { try Self.assertJSONMatches(diagnostic, entry: entry) }
    }
  }

  /// Every id a catalogue entry prints has a line in the documentation's diagnostics catalogue.
  func testEveryCatalogueIdHasADocumentationLine() throws {
    let article = try String(
      contentsOf: Self.repository.appendingPathComponent("Sources/Sword/Sword.docc/Diagnostics.md"), encoding: .utf8)
    var ids: Set<String> = []
    for entry in try Self.entries() {
      let expected = try String(
        contentsOf: Self.catalogue.appendingPathComponent("\(entry)/expected.txt"), encoding: .utf8)
      for line in expected.split(separator: "\n") {
        guard let start = line.range(of: ": error: [")?.upperBound, let end = line[start...].firstIndex(of: "]")
        else { continue }
        ids.insert(String(line[start..<end]))
      }
    }
    XCTAssertGreaterThanOrEqual(ids.count, 14)
    for id in ids.sorted() { XCTAssertTrue(article.contains("`\(id)`"), "Diagnostics.md has no line for \(id)") }
  }

  /// What `sword` prints for `diagnostics` (text format) followed by the count, paths relative to `root`.
  static func printed(_ diagnostics: [Diagnostic], relativeTo root: URL) -> String {
    let lines = diagnostics.map(\.rendered) + [DiagnosticSummary.failure(diagnostics)]
    return lines.joined(separator: "\n").replacingOccurrences(of: root.path + "/", with: "") + "\n"
  }

  /// The JSON line of `diagnostic` parses, and says what the text says.
  static func assertJSONMatches(_ diagnostic: Diagnostic, entry: String) throws {
    let line = diagnostic.jsonLine
    XCTAssertFalse(line.contains("\n"), entry)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], entry)
    XCTAssertEqual(object["id"] as? String, diagnostic.id.rawValue, entry)
    XCTAssertEqual(object["message"] as? String, diagnostic.message, entry)
    XCTAssertEqual(object["file"] as? String, diagnostic.location?.file, entry)
    XCTAssertEqual(object["line"] as? Int, diagnostic.location?.line, entry)
    XCTAssertEqual(object["detail"] as? [String], diagnostic.detail, entry)
    let notes = try XCTUnwrap(object["notes"] as? [[String: Any]], entry)
    XCTAssertEqual(notes.map { $0["message"] as? String }, diagnostic.notes.map(\.message), entry)
    XCTAssertEqual(notes.map { $0["column"] as? Int }, diagnostic.notes.map(\.location?.column), entry)
  }

  /// Runs the pipeline on each entry, its packages described by the entry's checked-in descriptions.
  static func run(_ entries: [String]) async throws -> [String: PipelineReport] {
    var reports: [String: PipelineReport] = [:]
    for entry in entries {
      reports[entry] = try await Pipeline.run(fixture: catalogue.appendingPathComponent(entry), jobs: 1)
    }
    return reports
  }
}
