import XCTest

@testable import SwordGenerator

/// What `sword verify-manifests` prints comes from the disk (package folders, SwiftPM's words): a control character
/// in a folder's name is escaped, so it cannot forge a line of its own or drive the terminal.
final class ManifestVerifierLinesTests: XCTestCase {
  func testPathsAndReasonsAreEscaped() {
    let odd = "/repo/Odd\nsword: Fake: read statically\u{1B}[2J"
    let results = [
      ManifestVerifier.Result(path: "/repo/Core", outcome: .same),
      ManifestVerifier.Result(
        path: odd,
        outcome: .describedBySwiftPM(
          ManifestFallback("a struct", at: SourceLocation(file: odd + "/Package.swift", line: 3, column: 1)))),
      ManifestVerifier.Result(path: odd, outcome: .differs(["target 'A\u{7}': sources differ"])),
    ]
    let lines = ManifestVerifier.lines(results, relativeTo: "/repo")
    XCTAssertEqual(lines[0], "sword: Core: read statically, the same as SwiftPM's description")
    XCTAssertEqual(
      lines[1],
      #"sword: Odd\nsword: Fake: read statically\u{1B}[2J: described by SwiftPM: "#
        + #"Odd\nsword: Fake: read statically\u{1B}[2J/Package.swift:3:1: a struct"#)
    XCTAssertEqual(lines[3], #"    target 'A\u{7}': sources differ"#)
    XCTAssertFalse(lines.joined().unicodeScalars.contains { $0.value < 0x20 })
  }
}
