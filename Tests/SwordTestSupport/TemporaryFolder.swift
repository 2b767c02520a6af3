import Foundation
import XCTest

/// A fresh folder under the system temporary directory, removed when the test that made it ends.
package struct TemporaryFolder {
  package let path: String

  package init(for test: XCTestCase) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sword-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
    let path = self.path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Writes `contents` to `relativePath`, creating folders on the way.
  package func write(_ relativePath: String, _ contents: String = "") throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }
}
