/// An initializer marked `@Injected`.
public struct InitializerDeclaration: Codable, Hashable, Sendable {
  public var parameters: [ParameterDeclaration]
  public var accessLevel: AccessLevel
  public var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  public var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  public var condition: [String] = []
  /// Written `async` / `throws` (`init(config: Config) async throws`): whatever injects it awaits / tries it.
  public var isAsync = false
  public var isThrowing = false
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
