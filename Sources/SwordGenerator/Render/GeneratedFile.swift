/// A file Sword writes: where, and the exact bytes.
public struct GeneratedFile: Hashable, Sendable {
  /// Absolute path.
  public var path: String
  public var contents: String

  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
