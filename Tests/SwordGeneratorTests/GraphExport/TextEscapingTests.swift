import XCTest

@testable import SwordGenerator

/// What each format escapes, so that any type name makes valid output.
final class TextEscapingTests: XCTestCase {
  func testDotQuotesBackslashesAndLineBreaks() {
    XCTAssertEqual(DotExporter.quoted("a\"b\\c\nd"), #""a\"b\\c\nd""#)
  }

  func testMermaidEntities() {
    XCTAssertEqual(
      MermaidExporter.text("Repository<\"User\"> #1 | x"), "Repository#lt;#quot;User#quot;#gt; #35;1 #124; x")
  }

  func testMermaidIdentifiersAreCleanUniqueAndStable() {
    var ids = MermaidIDs()
    XCTAssertEqual(ids.node("App/Repository<User>"), "n_App_Repository_User_")
    XCTAssertEqual(ids.node("App/Repository_User_"), "n_App_Repository_User__2")
    XCTAssertEqual(ids.node("App/Repository<User>"), "n_App_Repository_User_")
    XCTAssertEqual(ids.cluster("end"), "c_end")
  }

  func testHTMLEscaping() {
    XCTAssertEqual(
      HTMLText.escape("<a href=\"x\">Tom & Jerry's</a>"), "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
  }

  func testSVGNumbersHaveAtMostOneDecimal() {
    XCTAssertEqual(SVGRenderer.number(12), "12")
    XCTAssertEqual(SVGRenderer.number(12.46), "12.5")
    XCTAssertEqual(SVGRenderer.number(-3.04), "-3")
  }
}
