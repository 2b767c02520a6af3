import Foundation
import XCTest

/// The Testing article cannot drift from its fixture: every block marked `<!-- excerpt: path -->` is a part of that
/// file of `Fixtures/Testing` (which `TestingFixtureTests` generates, builds and tests), and every diagnostic id it
/// names is one Sword has.
final class TestingArticleTests: XCTestCase {
  private let article = ReadmeTests.repository.appendingPathComponent("Sources/Sword/Sword.docc/Testing.md")

  func testEveryMarkedBlockIsAnExcerptOfTheFixture() throws {
    let text = try String(contentsOf: article, encoding: .utf8)
    var excerpts = 0
    for block in ReadmeTests.blocks(in: text) {
      guard let marker = block.marker else { continue }
      let parts = marker.split(separator: " ", maxSplits: 1).map(String.init)
      XCTAssertEqual(parts.first, "excerpt:", "Testing.md:\(block.line): unknown marker '\(marker)'")
      guard parts.count == 2 else { continue }
      let file = try String(contentsOf: ReadmeTests.repository.appendingPathComponent(parts[1]), encoding: .utf8)
      XCTAssertTrue(file.contains(block.text + "\n"), "Testing.md:\(block.line) is not an excerpt of \(parts[1])")
      excerpts += 1
    }
    XCTAssertGreaterThanOrEqual(excerpts, 6, "the article shows the fixture's mocks, preview, test module and tests")
  }

  func testEveryIdItNamesExists() throws {
    let text = try String(contentsOf: article, encoding: .utf8)
    let sources = ReadmeTests.repository.appendingPathComponent("Sources/SwordGenerator/Diagnostics")
    let declared = try FileManager.default.contentsOfDirectory(atPath: sources.path).map {
      try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)
    }.joined()
    let ids = Set(text.matches(of: /`Sword\/([A-Za-z]+)`/).map { String($0.1) })
    XCTAssertGreaterThanOrEqual(ids.count, 5)
    for id in ids { XCTAssertTrue(declared.contains("DiagnosticID(\"\(id)\")"), "Testing.md names Sword/\(id)") }
  }
}
