/// A type as the user wrote it in an attribute or signature (`APIClient`, `any APIClient`, `Repository<User>`),
/// with whitespace normalized by ``TypeText``, and the place it was written.
package struct TypeReference: Hashable, Sendable, CustomStringConvertible {
  package var text: String
  package var location: SourceLocation

  package init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
  }

  package var description: String { text }
}
