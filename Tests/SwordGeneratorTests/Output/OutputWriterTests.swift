import Foundation
import SwordGenerator
import XCTest

final class OutputWriterTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func testWritesOnlyWhenTheBytesChangeAndLeavesNoTemporaryFiles() throws {
    let path = folder.appendingPathComponent("Sword.generated.swift").path
    XCTAssertEqual(try OutputWriter.write(GeneratedFile(path: path, contents: "one\n")), .written)
    let firstDate = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    XCTAssertEqual(try OutputWriter.write(GeneratedFile(path: path, contents: "one\n")), .unchanged)
    let secondDate = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    XCTAssertEqual(firstDate, secondDate)
    XCTAssertEqual(try OutputWriter.write(GeneratedFile(path: path, contents: "two\n")), .written)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "two\n")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Sword.generated.swift"])
  }

  func testAnUnwritableDestinationIsADiagnosticAndTheOldFileStays() throws {
    // The destination is a folder: the rename fails, and nothing else changes.
    let path = folder.appendingPathComponent("Taken").path
    try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
    XCTAssertThrowsError(try OutputWriter.write(GeneratedFile(path: path, contents: "x"))) { error in
      XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.map(\.id), [.outputUnwritable])
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Taken"])
  }

  func testUnifiedDiffShowsTheChangedLinesWithContext() {
    let old = "a\nb\nc\nd\ne\nf\ng\n"
    let new = "a\nb\nc\nD\ne\nf\ng\nh\n"
    XCTAssertEqual(
      UnifiedDiff.diff(old: old, new: new, path: "F.swift"),
      """
      --- F.swift
      +++ F.swift (generated)
      @@ -1,7 +1,8 @@
       a
       b
       c
      -d
      +D
       e
       f
       g
      +h
      """)
  }
}
