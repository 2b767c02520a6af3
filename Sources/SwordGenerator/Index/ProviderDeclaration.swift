/// A `@Provider(scopedWith:)` static function of a `@Module`.
public struct ProviderDeclaration: Codable, Hashable, Sendable {
  /// The function's base name (`urlSession`).
  public var name: String
  public var parameters: [ParameterDeclaration]
  public var returnType: TypeReference
  public var scope: ScopeKind?
  /// The tag of `@Named(Tag.self)` on the function: what it provides is qualified by that tag.
  public var qualifier: TypeReference?
  /// `@IntoArray`, `@IntoSet` or `@IntoMap(key:)`: the value is an element of a collection, not a binding of its own.
  public var contribution: Contribution?
  public var accessLevel: AccessLevel
  public var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  public var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  public var condition: [String] = []
  /// Written `async` / `throws` (`static func database() async throws -> Database`).
  public var isAsync = false
  public var isThrowing = false
  /// Whether the function is `static` (or `class`); rockname/sword requires it.
  public var isStatic: Bool
  public var location: SourceLocation

  public init(
    name: String, parameters: [ParameterDeclaration], returnType: TypeReference, scope: ScopeKind?,
    accessLevel: AccessLevel, isMainActor: Bool, isStatic: Bool, location: SourceLocation
  ) {
    self.name = name
    self.parameters = parameters
    self.returnType = returnType
    self.scope = scope
    self.accessLevel = accessLevel
    self.isMainActor = isMainActor
    self.isStatic = isStatic
    self.location = location
  }

  /// `urlSession(configuration:)`.
  public var signature: String { "\(name)(\(parameters.map(\.signatureLabel).joined()))" }
}
