/// What a binding provides and a parameter asks for: a type, identified by the module that declares it
/// (`Storage.UserRepository`), and shown as the user wrote it (`UserRepository`); optionally qualified by a tag
/// type (`@Named(BaseURL.self) URL`). Two keys are equal when they name the same type with the same tag, whatever
/// the spelling; `any P` and `P` are the same key.
package struct BindingKey: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The canonical identity: module-qualified for types declared in the workspace, as written otherwise.
  package var type: String
  /// How the type was written, for messages and generated code.
  package var display: String
  /// The canonical identity of the qualifier's tag type (`App.BaseURL`), `nil` for an unqualified key.
  package var qualifier: String?
  /// How the tag was written (`BaseURL`).
  package var qualifierDisplay: String?

  package init(_ type: String, display: String? = nil, qualifier: BindingKey? = nil) {
    self.type = type
    self.display = display ?? type
    self.qualifier = qualifier?.type
    self.qualifierDisplay = qualifier?.display
  }

  /// The same type qualified by `tag` (or unqualified, for `nil`).
  package func qualified(by tag: BindingKey?) -> BindingKey {
    var key = self
    key.qualifier = tag?.type
    key.qualifierDisplay = tag?.display
    return key
  }

  /// `UserRepository`, or `@Named(BaseURL) URL` for a qualified key.
  package var description: String { Self.described(display, tag: qualifierDisplay) }

  /// `type` as a key prints it, with its tag when it has one: `@Named(BaseURL) URL`.
  package static func described(_ type: String, tag: String?) -> String {
    tag.map { "@Named(\($0)) \(type)" } ?? type
  }

  package static func == (lhs: BindingKey, rhs: BindingKey) -> Bool {
    lhs.type == rhs.type && lhs.qualifier == rhs.qualifier
  }
  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(qualifier)
  }
  package static func < (lhs: BindingKey, rhs: BindingKey) -> Bool {
    if lhs.type != rhs.type { return lhs.type < rhs.type }
    return (lhs.qualifier ?? "") < (rhs.qualifier ?? "")
  }
}
