/// A type as the user wrote it in an attribute or signature (`APIClient`, `any APIClient`, `Repository<User>`),
/// with whitespace normalized by ``TypeText``, and the place it was written.
public struct TypeReference: Codable, Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var location: SourceLocation

  public init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
  }

  public var description: String { text }
}
