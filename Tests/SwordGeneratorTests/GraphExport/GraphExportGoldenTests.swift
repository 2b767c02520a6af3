import Foundation
import SwordGenerator
import XCTest

/// The small graph in every text format, compared with the `expected.*` files of `Fixtures/GraphExport/SmallGraph`. Set SWORD_RECORD=1 to re-record,
/// then review with `git diff`.
final class GraphExportGoldenTests: XCTestCase {
  static let folder = SmallGraph.folder

  func testDot() throws {
    try assertGolden(GraphExporter.export(SmallGraph.export(), format: .dot), "expected.dot")
  }

  func testMermaid() throws {
    try assertGolden(GraphExporter.export(SmallGraph.export(), format: .mermaid), "expected.mmd")
  }

  func testJSON() throws {
    try assertGolden(GraphExporter.export(SmallGraph.export(), format: .json), "expected.json")
  }

  func testOneComponentInDotAndMermaid() throws {
    let session = try SmallGraph.export(component: "SessionComponent")
    try assertGolden(GraphExporter.export(session, format: .dot), "expected.SessionComponent.dot")
    try assertGolden(GraphExporter.export(session, format: .mermaid), "expected.SessionComponent.mmd")
  }

  /// The same sources give the same bytes, in every format.
  func testExportIsDeterministic() throws {
    for format in GraphFormat.allCases {
      let first = GraphExporter.export(try SmallGraph.export(), format: format)
      let second = GraphExporter.export(try SmallGraph.export(), format: format)
      XCTAssertEqual(first, second, "\(format)")
    }
  }

  private func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws
  {
    let url = Self.folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      return XCTFail("no \(url.path); record it with SWORD_RECORD=1", file: file, line: line)
    }
    XCTAssertEqual(
      actual, expected, "\(name) differs; re-record with SWORD_RECORD=1 and review", file: file, line: line)
  }
}
