import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// The README cannot drift from what works: every Swift and YAML block is a file of `Fixtures/Tour` (which
/// `TourTests` generates, builds and runs) or an excerpt of one, marked by the comment above it; the two manifest
/// lines of the install section parse as a dependency list; every `make` and `sword` command it shows exists; every
/// link into the repository leads to a file or folder.
final class ReadmeTests: XCTestCase {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Block {
    var language: String
    var text: String
    /// The `<!-- … -->` comment on the line before the opening fence, if any.
    var marker: String?
    var line: Int
  }

  private func readme() throws -> String {
    try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The fenced code blocks of a Markdown `text`, each with the marker comment above it.
  static func blocks(in text: String) -> [Block] {
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      let language = String(line.dropFirst(3))
      let previous = index > 0 ? lines[index - 1] : ""
      let marker =
        previous.hasPrefix("<!-- ") && previous.hasSuffix(" -->")
        ? String(previous.dropFirst(5).dropLast(4)) : nil
      var body: [String] = []
      index += 1
      while index < lines.count, !lines[index].hasPrefix("```") {
        body.append(lines[index])
        index += 1
      }
      blocks.append(Block(language: language, text: body.joined(separator: "\n"), marker: marker, line: index))
      index += 1
    }
    return blocks
  }

  private func fixtureFile(_ path: String) throws -> String {
    try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
  }

  func testEverySwiftAndYAMLBlockIsAFixtureFileOrAnExcerptOfOne() throws {
    var snippets = 0
    for block in Self.blocks(in: try readme()) where ["swift", "yaml"].contains(block.language) {
      let marker = try XCTUnwrap(block.marker, "README.md:\(block.line): a ```\(block.language) block needs a marker")
      let parts = marker.split(separator: " ", maxSplits: 1).map(String.init)
      switch (parts.first, parts.count) {
      case ("snippet:", 2):
        let file = try fixtureFile(parts[1])
        XCTAssertEqual(block.text + "\n", file, "README.md:\(block.line) differs from \(parts[1])")
        snippets += 1
      case ("excerpt:", 2):
        let file = try fixtureFile(parts[1])
        XCTAssertTrue(file.contains(block.text + "\n"), "README.md:\(block.line) is not an excerpt of \(parts[1])")
        snippets += 1
      case ("dependency", 1):
        // A line of a manifest's `dependencies:`: it parses as an element of the list, and names the package
        // `sword`, as every `.product(…, package: "sword")` of the tour expects.
        let source = "let dependencies: [Package.Dependency] = [\n\(block.text)\n]\n"
        let tree = Parser.parse(source: source)
        XCTAssertFalse(tree.hasError, "README.md:\(block.line) does not parse: \(block.text)")
        XCTAssertTrue(block.text.contains("sword"), block.text)
      default:
        XCTFail("README.md:\(block.line): unknown marker '\(marker)'")
      }
    }
    XCTAssertGreaterThanOrEqual(snippets, 7, "the tour's files are in the README")
    // The tour's own manifest uses the path form the README shows first.
    XCTAssertTrue(try fixtureFile("Fixtures/Tour/Package.swift").contains(".package(name: \"sword\", path: "))
  }

  func testEveryCommandItShowsExists() throws {
    let makefile = try fixtureFile("Makefile")
    let targets = Set(
      makefile.split(separator: "\n").compactMap { line -> String? in
        guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.hasPrefix("#") else { return nil }
        return String(line[..<colon])
      })
    let commandFiles = try FileManager.default.contentsOfDirectory(
      atPath: Self.repository.appendingPathComponent("Sources/SwordCLI").path)
    var subcommands: Set<String> = ["help"]
    for file in commandFiles where file.hasSuffix(".swift") {
      let text = try fixtureFile("Sources/SwordCLI/\(file)")
      for match in text.matches(of: /commandName: "([a-z-]+)"/) { subcommands.insert(String(match.1)) }
    }
    XCTAssertTrue(subcommands.isSuperset(of: ["generate", "check", "graph", "init", "index"]), "\(subcommands)")

    let text = try readme()
    var commands = 0
    for block in Self.blocks(in: text) where block.language == "sh" {
      for line in block.text.split(separator: "\n") {
        let words = line.split(separator: "#")[0].split(separator: " ")
        guard let tool = words.first, words.count > 1 else { continue }
        if tool == "make" {
          XCTAssertTrue(targets.contains(String(words[1])), "README.md: no make target '\(words[1])'")
          commands += 1
        } else if tool == "sword" {
          XCTAssertTrue(subcommands.contains(String(words[1])), "README.md: no sword command '\(words[1])'")
          commands += 1
        }
      }
    }
    // And in the prose: `sword generate`, `make docs`…
    for match in text.matches(of: /`(make|sword) ([a-z-]+)/) {
      let known = match.1 == "make" ? targets : subcommands
      XCTAssertTrue(known.contains(String(match.2)), "README.md mentions `\(match.1) \(match.2)`, which does not exist")
      commands += 1
    }
    XCTAssertGreaterThan(commands, 5)
  }

  func testEveryLinkIntoTheRepositoryLeadsSomewhere() throws {
    for name in ["README.md", "CONTRIBUTING.md"] {
      let text = try fixtureFile(name)
      for match in text.matches(of: /\]\(([^)#]+)\)/) where !match.1.contains("://") {
        let path = Self.repository.appendingPathComponent(String(match.1)).path
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(name) links to \(match.1), which does not exist")
      }
    }
  }

  func testTheReadmeStaysShort() throws {
    // What a newcomer needs; everything else is in the DocC catalog (the CI workflow, the feature list in full).
    XCTAssertLessThanOrEqual(try readme().split(separator: "\n", omittingEmptySubsequences: false).count, 330)
  }

  /// The first screen (70 lines) shows `make demo` then `make test`, each with what it does and how long it took
  /// on two cores; `make test` is what CI runs.
  func testTheFirstScreenShowsTheTwoCommandsWithTheirTimes() throws {
    let screen = try readme().components(separatedBy: "\n").prefix(70).joined(separator: "\n")
    let commands = Self.blocks(in: screen).filter { $0.language == "sh" }.first?.text.split(separator: "\n") ?? []
    XCTAssertEqual(
      commands.map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) },
      ["make demo", "make test"], "the first shell block of the first screen")
    XCTAssertTrue(commands.allSatisfy { $0.contains("# ") }, "each says what it does")
    for command in ["make demo", "make test"] {
      let paragraph = try XCTUnwrap(
        screen.components(separatedBy: "\n- ").first { $0.hasPrefix("**`\(command)`**") }, "a paragraph on \(command)"
      )
      .replacing(/\s+/, with: " ")
      XCTAssertNotNil(paragraph.firstMatch(of: /\d+(\.\d+)? min/), "\(command): how long it takes")
      XCTAssertTrue(paragraph.contains("CPU") && paragraph.contains("two cores"), "\(command): measured CPU, two cores")
    }
    XCTAssertTrue(try fixtureFile(".ci/run").contains("\nmake test\n"), "CI runs the README's test command")
    XCTAssertTrue(try fixtureFile("Makefile").contains("\ndemo: sword "), "make demo builds sword first")
  }

  /// Only what a reader can use today: no placeholder addresses, no versions that were never tagged.
  func testNoPlaceholderAddressOrUntaggedVersionIsDocumented() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Self.repository.appendingPathComponent(
        "Sources/Sword/Sword.docc"
      ).path
    ).filter { $0.hasSuffix(".md") }.map { "Sources/Sword/Sword.docc/\($0)" }
    for name in ["README.md", "CONTRIBUTING.md", ".pre-commit-hooks.yaml", "Fixtures/Tour/Package.swift"] + docs {
      let text = try fixtureFile(name)
      for pattern in ["<your-org>", "from: \"0.", "rev: v0."] {
        XCTAssertFalse(text.contains(pattern), "\(name) documents '\(pattern)', which does not exist")
      }
    }
    XCTAssertTrue(try fixtureFile("LICENSE").hasPrefix("                                 Apache License\n"))
    XCTAssertTrue(try fixtureFile("LICENSE").contains("END OF TERMS AND CONDITIONS"))
    XCTAssertTrue(try fixtureFile("CHANGELOG.md").contains("## Unreleased"))
    for link in ["](LICENSE)", "](CHANGELOG.md)"] { XCTAssertTrue(try readme().contains(link), link) }
  }

  /// The pages the README links to read on GitHub too: their cross-links are `[text](doc:Page#Section)`, which
  /// DocC resolves (`make docs` fails on a broken one) and GitHub shows as text, never a raw `<doc:…>`. Only the
  /// catalog's landing page, which GitHub does not show, lists its topics with `<doc:…>`.
  func testTheDocumentationReadsOnGitHub() throws {
    let folder = Self.repository.appendingPathComponent("Sources/Sword/Sword.docc")
    for page in try FileManager.default.contentsOfDirectory(atPath: folder.path) where page.hasSuffix(".md") {
      guard page != "Sword.md" else { continue }
      let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
      XCTAssertFalse(text.contains("<doc:"), "\(page) has a raw <doc:…> link")
    }
  }
}
