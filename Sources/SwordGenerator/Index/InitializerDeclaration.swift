/// An initializer marked `@Injected`.
public struct InitializerDeclaration: Codable, Hashable, Sendable {
  public var parameters: [ParameterDeclaration]
  public var accessLevel: AccessLevel
  public var isMainActor: Bool
  /// Where `init` is written.
  public var location: SourceLocation

  public init(parameters: [ParameterDeclaration], accessLevel: AccessLevel, isMainActor: Bool, location: SourceLocation) {
    self.parameters = parameters
    self.accessLevel = accessLevel
    self.isMainActor = isMainActor
    self.location = location
  }

  /// `init(userID:repository:)`.
  public var signature: String { "init(\(parameters.map(\.signatureLabel).joined()))" }
}
