/// A type marked `@Dependency(registeredTo:boundTo:scopedWith:)`.
public struct DependencyDeclaration: Codable, Hashable, Sendable {
  /// What kind of type declaration carries the attribute.
  public enum Kind: String, Codable, Hashable, Sendable {
    case `class`, `struct`, `enum`, `actor`
  }

  /// The name, qualified by enclosing types (`UserRepository`, `Login.ViewModel`).
  public var name: String
  public var moduleName: String
  public var kind: Kind
  public var registeredTo: TypeReference
  public var boundTo: TypeReference?
  public var scope: ScopeKind?
  /// The tag of `@Named(Tag.self)` on the type: what it provides is qualified by that tag.
  public var qualifier: TypeReference?
  /// Where `scopedWith:` is written, when it is.
  public var scopeLocation: SourceLocation?
  public var accessLevel: AccessLevel
  public var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  public var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  public var condition: [String] = []
  /// The `@Injected` initializers found in the type and its extensions in the same target (one, when valid).
  public var initializers: [InitializerDeclaration]
  /// Where the type name is written.
  public var location: SourceLocation

  public init(
    name: String, moduleName: String, kind: Kind, registeredTo: TypeReference, boundTo: TypeReference?,
    scope: ScopeKind?, scopeLocation: SourceLocation?, accessLevel: AccessLevel, isMainActor: Bool,
    initializers: [InitializerDeclaration], location: SourceLocation
  ) {
    self.name = name
    self.moduleName = moduleName
    self.kind = kind
    self.registeredTo = registeredTo
    self.boundTo = boundTo
    self.scope = scope
    self.scopeLocation = scopeLocation
    self.accessLevel = accessLevel
    self.isMainActor = isMainActor
    self.initializers = initializers
    self.location = location
  }
}
