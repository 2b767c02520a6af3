import XCTest

@testable import SwordGenerator

final class YAMLReaderTests: XCTestCase {
  private let file = "/repo/.sword.yml"

  private func read(_ text: String) throws -> YAMLDocument {
    try YAMLReader.read(Array(text.utf8), file: file)
  }

  /// The diagnostics thrown when reading `bytes`; fails the test if reading succeeds.
  private func failure(_ bytes: [UInt8], line: UInt = #line) -> [Diagnostic] {
    do {
      let document = try YAMLReader.read(bytes, file: file)
      XCTFail("expected an error, read \(document)", line: line)
      return []
    } catch {
      return error.diagnostics
    }
  }

  private func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  func testBuildsTreeWithOneBasedLocationsStylesAndOrder() throws {
    let document = try read("b: plain\na: 'single'\nlist:\n  - \"double\"\n  - [x, y]\n")
    XCTAssertEqual(document.diagnostics, [])
    guard case .mapping(let pairs) = document.root.kind else { return XCTFail("not a mapping: \(document.root)") }
    XCTAssertEqual(document.root.location, at(1, 1))
    XCTAssertEqual(pairs.map { $0.key.scalar?.value }, ["b", "a", "list"])
    XCTAssertEqual(pairs[0].value, YAMLNode(.scalar(.init("plain")), at: at(1, 4)))
    XCTAssertEqual(pairs[1].value, YAMLNode(.scalar(.init("single", style: .singleQuoted)), at: at(2, 4)))
    guard case .sequence(let items) = pairs[2].value.kind else { return XCTFail("not a list: \(pairs[2].value)") }
    XCTAssertEqual(pairs[2].value.location, at(4, 3))
    XCTAssertEqual(items[0], YAMLNode(.scalar(.init("double", style: .doubleQuoted)), at: at(4, 5)))
    XCTAssertEqual(
      items[1],
      YAMLNode(
        .sequence([YAMLNode(.scalar(.init("x")), at: at(5, 6)), YAMLNode(.scalar(.init("y")), at: at(5, 9))]),
        at: at(5, 5)))
  }

  func testBlockScalarsAndTags() throws {
    let document = try read("a: |\n  one\n  two\nb: >\n  x\n  y\nc: !!str yes\n")
    guard case .mapping(let pairs) = document.root.kind else { return XCTFail("not a mapping") }
    XCTAssertEqual(pairs[0].value.scalar, YAMLNode.Scalar("one\ntwo\n", style: .literal))
    XCTAssertEqual(pairs[1].value.scalar, YAMLNode.Scalar("x y\n", style: .folded))
    XCTAssertEqual(pairs[2].value.scalar, YAMLNode.Scalar("yes", style: .plain, tag: "tag:yaml.org,2002:str"))
  }

  func testNullScalars() {
    XCTAssertTrue(YAMLNode.Scalar("").isNull)
    XCTAssertTrue(YAMLNode.Scalar("~").isNull)
    XCTAssertTrue(YAMLNode.Scalar("null").isNull)
    XCTAssertFalse(YAMLNode.Scalar("null", style: .doubleQuoted).isNull)
    XCTAssertFalse(YAMLNode.Scalar("", style: .singleQuoted).isNull)
    XCTAssertFalse(YAMLNode.Scalar("~", tag: "tag:yaml.org,2002:str").isNull)
  }

  func testColumnsCountUTF8BytesAfterNonASCIIText() throws {
    // libyaml counts 'é' and 'ü' as one column each; SourceLocation counts their two bytes.
    let document = try read("é: [ü, x]\n")
    guard case .mapping(let pairs) = document.root.kind, case .sequence(let items) = pairs[0].value.kind else {
      return XCTFail("unexpected tree \(document.root)")
    }
    XCTAssertEqual(pairs[0].value.location, at(1, 5))
    XCTAssertEqual(items.map(\.location), [at(1, 6), at(1, 10)])
  }

  func testLinesCountCRLFAndByteOrderMark() throws {
    let document = try read("\u{FEFF}a: 1\r\nb: 2\r\n")
    guard case .mapping(let pairs) = document.root.kind else { return XCTFail("not a mapping") }
    XCTAssertEqual(pairs.map(\.key.location), [at(1, 1), at(2, 1)])
    XCTAssertEqual(pairs[1].value.location, at(2, 4))
  }

  func testSyntaxErrorUsesLibyamlWordingAndLocation() {
    let diagnostics = failure(Array("a: 1\nb: @x\n".utf8))
    XCTAssertEqual(diagnostics.map(\.id), [.configSyntax])
    XCTAssertEqual(diagnostics.first?.location, at(2, 4))
    XCTAssertEqual(
      diagnostics.first?.message, "found character that cannot start any token ('@') while scanning for the next token")
  }

  func testSyntaxErrorNamesWhereTheConstructStarted() {
    let diagnostics = failure(Array("a: [x, y\nb: 2\n".utf8))
    XCTAssertEqual(diagnostics.map(\.id), [.configSyntax])
    XCTAssertEqual(diagnostics.first?.location, at(2, 2))
    XCTAssertEqual(
      diagnostics.first?.message,
      "did not find expected ',' or ']' (':') while parsing a flow sequence that starts at line 1, column 4")
  }

  func testControlCharacterIsLocatedByItsByteOffset() {
    let diagnostics = failure(Array("a: 1\nb: x\u{1}y\n".utf8))
    XCTAssertEqual(diagnostics.map(\.id), [.configSyntax])
    XCTAssertEqual(diagnostics.first?.location, at(2, 5))
    XCTAssertEqual(diagnostics.first?.message, "control characters are not allowed")
  }

  func testAnchorsAndAliasesAreRefusedWithoutExpansion() throws {
    let document = try read("a: &base [x]\nb: *base\n")
    XCTAssertEqual(
      document.diagnostics,
      [
        Diagnostic(
          .configUnsupported, "anchors are not supported ('&base'); write each value out in full", at: at(1, 4)),
        Diagnostic(
          .configUnsupported, "aliases are not supported ('*base'); write the value out in full", at: at(2, 4)),
      ])
    guard case .mapping(let pairs) = document.root.kind else { return XCTFail("not a mapping") }
    XCTAssertEqual(pairs[1].value, YAMLNode(.alias("base"), at: at(2, 4)))
  }

  func testAliasBombStaysSmall() throws {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<9 {
      text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
    }
    let document = try read(text)
    XCTAssertEqual(document.diagnostics.count, 9 + 8 * 9)
    XCTAssertTrue(document.diagnostics.allSatisfy { $0.id == .configUnsupported })
  }

  func testDuplicateKeyIsReportedAndTheFirstWins() throws {
    let document = try read("path: A\ntargets: [X]\npath: B\n")
    XCTAssertEqual(document.diagnostics.map(\.id), [.configDuplicateKey])
    XCTAssertEqual(document.diagnostics.first?.location, at(3, 1))
    XCTAssertEqual(
      document.diagnostics.first?.message, "duplicate key 'path': it is already set at line 1; keep only one")
    XCTAssertEqual(document.diagnostics.first?.notes, [Diagnostic.Note("'path' first set here", at: at(1, 1))])
    guard case .mapping(let pairs) = document.root.kind else { return XCTFail("not a mapping") }
    XCTAssertEqual(pairs.map { $0.value.scalar?.value }, ["A", nil])
  }

  /// The shape of a monorepo's `local_packages`: thousands of entries, each kept, in order, with a duplicate key
  /// inside one of them still reported (the builder appends in place, so such a list reads in linear time).
  func testAListOfThousandsOfMappingsKeepsEveryEntryInOrder() throws {
    var text = "local_packages:\n"
    for index in 0..<5_000 {
      text += "  - path: Packages/P\(index)\n    targets: [T\(index)]\n"
      if index == 2_500 { text += "    path: Packages/Again\n" }
    }
    let document = try read(text)
    XCTAssertEqual(document.diagnostics.map(\.location), [at(2 + 2 * 2_500 + 2, 5)])
    guard case .mapping(let top) = document.root.kind, case .sequence(let entries) = top[0].value.kind else {
      return XCTFail("not a mapping holding a list: \(document.root)")
    }
    XCTAssertEqual(entries.count, 5_000)
    for (index, entry) in entries.enumerated() {
      guard case .mapping(let pairs) = entry.kind else { return XCTFail("entry \(index) is not a mapping") }
      XCTAssertEqual(pairs.map { $0.key.scalar?.value }, ["path", "targets"])
      XCTAssertEqual(pairs[0].value.scalar?.value, "Packages/P\(index)")
      XCTAssertEqual(entry.location, at(2 + 2 * index + (index > 2_500 ? 1 : 0), 5))
    }
  }

  func testSecondDocumentIsAnError() {
    let diagnostics = failure(Array("a: 1\n---\nb: 2\n".utf8))
    XCTAssertEqual(diagnostics.map(\.id), [.configUnsupported])
    XCTAssertEqual(diagnostics.first?.location, at(2, 1))
    XCTAssertEqual(
      diagnostics.first?.message,
      "found a second YAML document; .sword.yml holds exactly one (remove this '---' and what follows)")
  }

  func testExplicitSingleDocumentIsFine() throws {
    let document = try read("---\na: 1\n...\n")
    XCTAssertEqual(document.root.location, at(2, 1))
  }

  func testEmptyAndCommentOnlyFilesAreErrorsAtTheStart() {
    for text in ["", "\n\n", "# only a comment\n"] {
      let diagnostics = failure(Array(text.utf8))
      XCTAssertEqual(diagnostics.map(\.id), [.configSyntax], text)
      XCTAssertEqual(diagnostics.first?.location, at(1, 1), text)
      XCTAssertEqual(diagnostics.first?.message, "file is empty: it has no settings (see .sword.yml.example)", text)
    }
  }

  func testInvalidUTF8IsAnErrorAtTheStartNamingTheByte() {
    let diagnostics = failure(Array("a: 1\nb: ".utf8) + [0xFF, 0x0A])
    XCTAssertEqual(diagnostics.map(\.id), [.configSyntax])
    XCTAssertEqual(diagnostics.first?.location, at(1, 1))
    XCTAssertEqual(
      diagnostics.first?.message, "file is not valid UTF-8: byte 0xFF on line 2 (byte offset 8); save it as UTF-8")
  }

  func testInputOverOneMebibyteIsRefused() throws {
    let comment = Array("#".utf8) + Array(repeating: UInt8(ascii: "x"), count: YAMLReader.maximumInputSize) + [0x0A]
    let diagnostics = failure(comment + Array("a: 1\n".utf8))
    XCTAssertEqual(diagnostics.map(\.id), [.configUnreadable])
    XCTAssertEqual(diagnostics.first?.location, at(1, 1))
    XCTAssertEqual(diagnostics.first?.message, "file is larger than 1 MiB; a configuration file must be smaller")
    // Exactly at the limit still reads.
    let filler = Array(repeating: UInt8(ascii: "x"), count: YAMLReader.maximumInputSize - 7)
    let small = Array("#".utf8) + filler + Array("\na: 1\n".utf8)
    XCTAssertEqual(small.count, YAMLReader.maximumInputSize)
    XCTAssertEqual(try YAMLReader.read(small, file: file).root.location, at(2, 1))
  }

  func testDeepNestingIsRefused() {
    let depth = YAMLReader.maximumDepth + 1
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let diagnostics = failure(Array(text.utf8))
    XCTAssertEqual(diagnostics.map(\.id), [.configUnsupported])
    XCTAssertEqual(diagnostics.first?.location, at(1, depth))
    XCTAssertEqual(diagnostics.first?.message, "lists and mappings nest deeper than 64 levels")
  }

  func testNestingUpToTheLimitReads() throws {
    let depth = YAMLReader.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    XCTAssertEqual(try read(text).diagnostics, [])
  }
}
