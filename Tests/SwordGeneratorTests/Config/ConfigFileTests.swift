import XCTest

@testable import SwordGenerator

/// The configuration file itself: missing, a folder, too large, not YAML; and the path and key helpers.
final class ConfigFileTests: XCTestCase {
  private var workspace: ConfigTestWorkspace!

  override func setUpWithError() throws {
    workspace = try ConfigTestWorkspace()
  }

  override func tearDown() {
    workspace.remove()
  }

  private func loadFailure(_ file: String, line: UInt = #line) -> [Diagnostic] {
    do {
      let configuration = try ConfigLoader.load(file: file)
      XCTFail("expected an error, loaded \(configuration)", line: line)
      return []
    } catch {
      return error.diagnostics
    }
  }

  func testMissingFileIsUnreadableWithoutLocation() {
    let diagnostics = loadFailure(workspace.root + "/nope/.sword.yml")
    XCTAssertEqual(
      diagnostics,
      [
        Diagnostic(
          .configUnreadable,
          "no configuration file at '\(workspace.root)/nope/.sword.yml'; create one (see .sword.yml.example)",
          at: nil)
      ])
    XCTAssertEqual(
      diagnostics.first?.rendered,
      "sword: error: [Sword/ConfigUnreadable] no configuration file at '\(workspace.root)/nope/.sword.yml'; "
        + "create one (see .sword.yml.example)")
  }

  func testFolderIsUnreadable() throws {
    try workspace.makeFolders(".sword.yml")
    XCTAssertEqual(
      loadFailure(workspace.configFile),
      [Diagnostic(.configUnreadable, "'\(workspace.configFile)' is a directory, not a configuration file", at: nil)])
  }

  func testLargeFileIsRefusedWithoutReadingItAll() throws {
    try workspace.write(".sword.yml", bytes: Array(repeating: UInt8(ascii: "#"), count: 3 << 20))
    let diagnostics = loadFailure(workspace.configFile)
    XCTAssertEqual(diagnostics.map(\.id), [.configUnreadable])
    XCTAssertEqual(diagnostics.first?.location, workspace.at(1, 1))
  }

  func testSyntaxErrorComesThroughTheLoader() throws {
    let diagnostics = try workspace.diagnostics("local_packages:\n  - path: `Core`\n")
    XCTAssertEqual(diagnostics.map(\.id), [.configSyntax])
    XCTAssertEqual(diagnostics.first?.location, workspace.at(2, 11))
    XCTAssertEqual(
      diagnostics.first?.message, "found character that cannot start any token ('`') while scanning for the next token")
  }

  func testTopLevelNullHasNoSettings() throws {
    let diagnostics = try workspace.diagnostics("---\n~\n")
    XCTAssertEqual(
      diagnostics, [Diagnostic(.configSyntax, "file has no settings (see .sword.yml.example)", at: workspace.at(2, 1))])
  }

  func testPathsStandardize() {
    XCTAssertEqual(Paths.standardized("/a/./b//c/../d/"), "/a/b/d")
    XCTAssertEqual(Paths.standardized("/../a"), "/a")
    XCTAssertEqual(Paths.join("/r", "x/../y"), "/r/y")
    XCTAssertEqual(Paths.join("/r", "/abs/p"), "/abs/p")
    XCTAssertEqual(Paths.parent(of: "/r/.sword.yml"), "/r")
    XCTAssertEqual(Paths.relativeComponents("./a//b/"), ["a", "b"])
    XCTAssertNil(Paths.relativeComponents("a/../b"))
    XCTAssertTrue(Paths.isInside("/r", folder: "/r"))
    XCTAssertTrue(Paths.isInside("/r/a", folder: "/r"))
    XCTAssertFalse(Paths.isInside("/rx", folder: "/r"))
    XCTAssertTrue(Paths.isInside("/anything", folder: "/"))
  }

  func testKeySuggestion() {
    XCTAssertEqual(KeySuggestion.nearest(to: "taregts", among: ["path", "targets"]), "targets")
    XCTAssertEqual(KeySuggestion.nearest(to: "Root", among: ConfigKeys.topLevel), "root")
    XCTAssertEqual(KeySuggestion.nearest(to: "local-packages", among: ConfigKeys.topLevel), "local_packages")
    XCTAssertNil(KeySuggestion.nearest(to: "verbose", among: ConfigKeys.topLevel))
    XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
    XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
  }
}
