/// A parameter of an `@Injected` initializer or a `@Provider` function.
public struct ParameterDeclaration: Codable, Hashable, Sendable {
  /// The argument label callers write (`nil` for `_`).
  public var label: String?
  /// The name inside the body.
  public var name: String
  public var type: TypeReference
  /// Marked `@Assisted`: passed by the caller of the accessor instead of resolved from the graph.
  public var isAssisted: Bool
  /// The tag of `@Named(Tag.self)` on the parameter: it asks for the binding qualified by that tag.
  public var qualifier: TypeReference?
  /// Where the parameter is written (its first name token).
  public var location: SourceLocation

  public init(
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
  public var signatureLabel: String { "\(label ?? "_"):" }
}
