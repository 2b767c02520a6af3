import Foundation
import XCTest

@testable import SwordGenerator

/// A temporary workspace folder for configuration tests: folders to point paths at, a `.sword.yml`, cleanup.
final class ConfigTestWorkspace {
  /// A fresh temporary folder holding the workspace and, beside it, folders outside the workspace.
  let base: String
  /// The workspace folder (`<base>/ws`), absolute with symbolic links resolved, so expected paths are simple.
  let root: String
  var configFile: String { root + "/.sword.yml" }

  init() throws {
    let temporary = FileSystemProbe.realPath(NSTemporaryDirectory()) ?? "/tmp"
    base = temporary + "/sword-config-" + UUID().uuidString
    root = base + "/ws"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// Removes the workspace and everything beside it.
  func remove() {
    try? FileManager.default.removeItem(atPath: base)
  }

  /// Creates folders (relative to the workspace, or absolute), with their parents.
  func makeFolders(_ paths: String...) throws {
    for path in paths {
      let absolute = path.hasPrefix("/") ? path : root + "/" + path
      try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
    }
  }

  /// Writes a file relative to the workspace.
  func write(_ relative: String, _ contents: String) throws {
    try write(relative, bytes: Array(contents.utf8))
  }

  func write(_ relative: String, bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + relative))
  }

  /// Writes `.sword.yml` and loads it.
  func load(_ yaml: String) throws -> Configuration {
    try write(".sword.yml", yaml)
    return try ConfigLoader.load(file: configFile)
  }

  /// Writes `.sword.yml`, loads it expecting failure, and returns the diagnostics (sorted by location).
  func diagnostics(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Diagnostic] {
    try write(".sword.yml", yaml)
    do {
      let configuration = try ConfigLoader.load(file: configFile)
      XCTFail("expected diagnostics, loaded \(configuration)", file: file, line: line)
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// A location in `.sword.yml`.
  func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: configFile, line: line, column: column)
  }

  /// Loads `yaml` expecting exactly the diagnostics `expected`: id, message, line and column in `.sword.yml`.
  func expect(
    _ yaml: String, _ expected: [(DiagnosticID, String, Int, Int)], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let diagnostics = try diagnostics(yaml, file: file, line: line)
    XCTAssertEqual(diagnostics.map(\.id), expected.map(\.0), file: file, line: line)
    XCTAssertEqual(diagnostics.map(\.message), expected.map(\.1), file: file, line: line)
    XCTAssertEqual(diagnostics.map(\.location), expected.map { at($0.2, $0.3) }, file: file, line: line)
  }
}
