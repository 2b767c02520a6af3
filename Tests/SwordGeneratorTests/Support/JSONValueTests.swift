import Foundation
import XCTest

@testable import SwordGenerator

/// Sword's own JSON printer: stable layout, and text that parses back to the same value.
final class JSONValueTests: XCTestCase {
  func testLayoutIsStable() {
    let value = JSONValue.object([
      "b": .array([]), "a": .object([:]), "c": .array([.number(1), .bool(true), .null, .string("x")]),
    ])
    XCTAssertEqual(
      value.pretty(), "{\n  \"a\": {},\n  \"b\": [],\n  \"c\": [\n    1,\n    true,\n    null,\n    \"x\"\n  ]\n}")
  }

  func testStringsRoundTrip() throws {
    let text = "quote \" backslash \\ newline \n tab \t bell \u{7} slash / <tag> é 🗡"
    let printed = JSONValue.string(text).pretty()
    XCTAssertEqual(printed, #""quote \" backslash \\ newline \n tab \t bell \u0007 slash / <tag> é 🗡""#)
    XCTAssertEqual(try JSONDecoder().decode(String.self, from: Data(printed.utf8)), text)
  }
}
