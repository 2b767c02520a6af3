import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `check` tells a generated file it cannot read from one that is not there; diagnostics stay one line each.
final class OutputCheckTests: XCTestCase {
  func testCheckSaysItCannotReadTheOutputRatherThanThatItIsMissing() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(".sword.yml", "root:\n  sources: App\n  module: App\n  output: App/Sword.generated.swift\n")
    try folder.write("App/AppComponent.swift", "import Sword\n@Component final class AppComponent {}\n")
    // A folder where the file should be: there, but not readable as a file (as root, no mode bit stops a read).
    try FileManager.default.createDirectory(
      atPath: folder.path + "/App/Sword.generated.swift", withIntermediateDirectories: true)
    let report = await Pipeline.run(config: folder.path + "/.sword.yml", goal: .check, describer: ListingDescriber())
    XCTAssertEqual(report.outcome, .failed)
    XCTAssertEqual(report.diagnostics.map(\.id), [.outputUnreadable])
    XCTAssertTrue(report.diagnostics.first?.message.hasSuffix("it is a directory, not a regular file") ?? false)
  }

  func testALineBreakInAPathIsWrittenAsAnEscape() {
    let diagnostic = Diagnostic(
      .sourceSyntax, "'/repo/odd\nname/A.swift' does not parse",
      at: SourceLocation(file: "/repo/odd\nname/A.swift", line: 1, column: 1),
      notes: [.init("see\r\nhere", at: nil)])
    XCTAssertEqual(
      diagnostic.rendered,
      "/repo/odd\\nname/A.swift:1:1: error: [Sword/SourceSyntax] '/repo/odd\\nname/A.swift' does not parse\n"
        + "sword: note: see\\r\\nhere")
  }

  /// A file name holding terminal escape sequences (ESC, a bell, a bidirectional override) is printed with each
  /// control character escaped, in text and in GitHub's workflow commands, whose log renders ANSI codes.
  func testEveryControlCharacterInAPathIsEscaped() {
    let file = "/repo/x\u{1B}[2J\u{7}\u{202E}evil\t/A.swift"
    let diagnostic = Diagnostic(
      .sourceSyntax, "'\(file)' does not parse", at: SourceLocation(file: file, line: 1, column: 1),
      notes: [.init("in \u{1B}]0;title\u{7}", at: nil)])
    let escapedFile = "/repo/x\\u{1B}[2J\\u{7}\\u{202E}evil\\t/A.swift"
    XCTAssertEqual(
      diagnostic.rendered,
      "\(escapedFile):1:1: error: [Sword/SourceSyntax] '\(escapedFile)' does not parse\n"
        + "sword: note: in \\u{1B}]0;title\\u{7}")
    let github = diagnostic.githubCommand(relativeTo: "/repo")
    XCTAssertFalse(github.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }, github)
    XCTAssertTrue(github.contains("file=x\\u{1B}[2J\\u{7}\\u{202E}evil\\t/A.swift"), github)
    XCTAssertEqual(TerminalText.escapedLines("a\u{1B}\nb\r"), "a\\u{1B}\nb\\r")
  }
}

/// The cache stays inside the workspace too.
final class CacheFolderTests: XCTestCase {
  func testTheDefaultCacheIsNotUsedThroughALinkedBuildFolderThatLeadsOut() throws {
    let folder = try TemporaryFolder(for: self)
    let workspace = folder.path + "/workspace"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    XCTAssertEqual(
      CacheSetting.besideConfiguration.folder(workspaceRoot: workspace, currentDirectory: "/"),
      workspace + "/.build/sword-cache")
    try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: workspace + "/.build", withDestinationPath: folder.path + "/elsewhere")
    XCTAssertNil(CacheSetting.besideConfiguration.folder(workspaceRoot: workspace, currentDirectory: "/"))
    // An explicit --cache-dir is the user's choice.
    XCTAssertEqual(
      CacheSetting.directory(folder.path + "/elsewhere").folder(workspaceRoot: workspace, currentDirectory: "/"),
      folder.path + "/elsewhere")
  }
}
