import Testing

@testable import SwordGenerator

/// `SwiftIdentifier.isValid` reads ASCII names by their bytes and leaves the rest to Unicode's tables; both paths
/// must give the same answer, and `SwiftName.components(of:)` must split a name without backticks as it splits one
/// with them.
@Suite struct SwiftIdentifierTests {
  /// Every ASCII character alone, and every pair whose first is a letter, a digit or `_` (the shapes where first
  /// and later positions differ).
  static let asciiNames: [String] = {
    let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    let starts = characters.filter { $0.first!.isLetter || $0.first!.isNumber || $0 == "_" }
    return characters + starts.flatMap { start in characters.map { start + $0 } } + ["", "_", "__", "a1_b2", "Z9"]
  }()

  @Test func theASCIIPathAgreesWithUnicodesTables() {
    var disagreements: [String] = []
    for name in Self.asciiNames where SwiftIdentifier.isValid(name) != SwiftIdentifier.isValidByScalars(name) {
      disagreements.append(name.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }.joined(separator: " "))
    }
    #expect(disagreements == [])
    #expect(Self.asciiNames.filter(SwiftIdentifier.isValid).count > 2_000, "the table is not all refusals")
  }

  @Test(arguments: ["Café", "naïve2", "Ωmega", "x\u{301}", "日本", "a-é", "é-", "2é", "_é", "a\u{200B}"])
  func aNameBeyondASCIIFollowsUnicodesTables(_ name: String) {
    #expect(SwiftIdentifier.isValid(name) == SwiftIdentifier.isValidByScalars(name))
  }

  @Test(arguments: [
    ("Outer.Inner", ["Outer", "Inner"]), ("A", ["A"]), ("", [""]), ("A.", ["A", ""]), (".A", ["", "A"]),
    ("A..B", ["A", "", "B"]), ("Outer.`default`", ["Outer", "`default`"]), ("`a.b`.C", ["`a.b`", "C"]),
  ])
  func componentsOfADottedName(_ text: String, _ expected: [String]) {
    #expect(SwiftName.components(of: text) == expected)
  }
}
