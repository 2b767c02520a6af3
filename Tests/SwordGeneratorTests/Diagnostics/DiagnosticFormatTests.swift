import Foundation
import SwordGenerator
import XCTest

final class DiagnosticFormatTests: XCTestCase {
  func testTheTextFormatIsTheCompilerOne() {
    let diagnostic = Diagnostic(
      .missingBinding, "'Clock' has no binding", at: SourceLocation(file: "/r/A.swift", line: 3, column: 8),
      detail: ["Clock is injected at", "    [AppComponent] A.init(clock:)"],
      notes: [.init("'Clock' is declared here", at: SourceLocation(file: "/r/B.swift", line: 1, column: 7))])
    XCTAssertEqual(
      DiagnosticFormat.text.render(diagnostic),
      """
      /r/A.swift:3:8: error: [Sword/MissingBinding] 'Clock' has no binding
          Clock is injected at
              [AppComponent] A.init(clock:)
      /r/B.swift:1:7: note: 'Clock' is declared here
      """)
  }

  func testTheJSONFormatIsOneObjectPerLineWithEscapesAndNulls() throws {
    let diagnostic = Diagnostic(
      .swiftNotFound, "quote \" backslash \\ tab \t bell \u{7} é", at: nil, detail: ["a\nb"],
      notes: [.init("no place")])
    let line = DiagnosticFormat.json.render(diagnostic)
    XCTAssertEqual(
      line,
      #"{"id":"Sword/SwiftNotFound","severity":"error","message":"quote \" backslash \\ tab \t bell \u0007 é","#
        + #""file":null,"line":null,"column":null,"detail":["a\nb"],"#
        + #""notes":[{"message":"no place","file":null,"line":null,"column":null}]}"#)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    XCTAssertEqual(object["message"] as? String, diagnostic.message)
  }

  func testTheSummaryCountsErrorsAndWarnings() {
    let error = Diagnostic(.missingBinding, "x", at: nil)
    let warning = Diagnostic(.missingBinding, "y", at: nil, severity: .warning)
    XCTAssertEqual(DiagnosticSummary.count([]), "no problems")
    XCTAssertEqual(DiagnosticSummary.count([error]), "1 error")
    XCTAssertEqual(DiagnosticSummary.count([error, error, warning]), "2 errors, 1 warning")
    XCTAssertEqual(DiagnosticSummary.failure([error, error]), "sword: 2 errors; nothing was written")
  }
}
