import Foundation
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
    let report = await Pipeline.run(
      PipelineOptions(configPath: folder.path + "/.sword.yml", mode: .check), describer: ListingDescriber())
    XCTAssertEqual(report.outcome, .failed)
    XCTAssertEqual(report.diagnostics.map(\.id), [.outputUnreadable])
    XCTAssertTrue(report.diagnostics.first?.message.hasSuffix("it is not a readable file") ?? false)
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
}
