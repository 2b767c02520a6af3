/// A file Sword writes: where, and the exact bytes.
package struct GeneratedFile: Codable, Hashable, Sendable {
  /// Absolute path.
  package var path: String
  package var contents: String

  package init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
