/// A parameter of an `@Injected` initializer or a `@Provider` function.
package struct ParameterDeclaration: Hashable, Sendable {
  /// The argument label callers write (`nil` for `_`).
  package var label: String?
  /// The name inside the body.
  package var name: String
  package var type: TypeReference
  /// Marked `@Assisted`: passed by the caller of the accessor instead of resolved from the graph.
  package var isAssisted: Bool
  /// The tag of `@Named(Tag.self)` on the parameter: it asks for the binding qualified by that tag.
  package var qualifier: TypeReference?
  /// Where the parameter is written (its first name token).
  package var location: SourceLocation
  /// Written with a default value (`retries: Int = 3`): when nothing binds its type, the generated code leaves the
  /// argument out and the default is used.
  package var hasDefault = false

  package init(
    label: String?, name: String, type: TypeReference, isAssisted: Bool, qualifier: TypeReference? = nil,
    location: SourceLocation
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.isAssisted = isAssisted
    self.qualifier = qualifier
    self.location = location
  }

  /// `userID:` or `_:`, as in `init(userID:repository:)`.
  package var signatureLabel: String { "\(label ?? "_"):" }
}
