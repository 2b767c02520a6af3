import SwiftParser
import SwiftSyntax
import XCTest

@testable import SwordGenerator

final class LineTableTests: XCTestCase {
  /// Every token of sources with each kind of line end, non-ASCII text and multi-line strings gets the line and
  /// column swift-syntax's converter gives.
  func testLocationsMatchSwiftSyntaxConverter() {
    let body = """
      import Sword
      /// Größe — ünïcode 🧪 in a comment
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      final class Clock {
        let text = \"\"\"
          two \u{1F600} lines
          \"\"\"
        @Injected init(élan: Int) {}
      }

      """
    let sources = [
      body, body.replacingOccurrences(of: "\n", with: "\r\n"), body.replacingOccurrences(of: "\n", with: "\r"),
      "\u{FEFF}" + body, "", "\n\n\r\r\n@Component final class A {}", "struct A {}\r",
    ]
    for source in sources {
      let tree = Parser.parse(source: source)
      let converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
      let table = LineTable(source)
      for token in tree.tokens(viewMode: .sourceAccurate) {
        for position in [token.position, token.positionAfterSkippingLeadingTrivia, token.endPosition] {
          let expected = converter.location(for: position)
          let found = table.location(ofOffset: position.utf8Offset)
          XCTAssertEqual(found.line, expected.line, "\(source.debugDescription) at \(position.utf8Offset)")
          XCTAssertEqual(found.column, expected.column, "\(source.debugDescription) at \(position.utf8Offset)")
        }
      }
    }
  }
}
