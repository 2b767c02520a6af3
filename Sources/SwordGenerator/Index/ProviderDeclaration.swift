/// A `@Provider(scopedWith:)` static function of a `@Module`.
public struct ProviderDeclaration: Codable, Hashable, Sendable {
  /// The function's base name (`urlSession`).
  public var name: String
  public var parameters: [ParameterDeclaration]
  public var returnType: TypeReference
  public var scope: ScopeKind?
  public var accessLevel: AccessLevel
  public var isMainActor: Bool
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
