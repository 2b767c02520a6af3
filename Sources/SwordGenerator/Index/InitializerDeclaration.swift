/// An initializer marked `@Injected`.
package struct InitializerDeclaration: Hashable, Sendable {
  package var parameters: [ParameterDeclaration]
  package var accessLevel: AccessLevel
  package var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  package var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  package var condition: [String] = []
  /// Written `async` / `throws` (`init(config: Config) async throws`): whatever injects it awaits / tries it.
  package var isAsync = false
  package var isThrowing = false
  /// Where `init` is written.
  package var location: SourceLocation

  package init(
    parameters: [ParameterDeclaration], accessLevel: AccessLevel, isMainActor: Bool, location: SourceLocation
  ) {
    self.parameters = parameters
    self.accessLevel = accessLevel
    self.isMainActor = isMainActor
    self.location = location
  }

  /// `init(userID:repository:)`.
  package var signature: String { "init(\(parameters.map(\.signatureLabel).joined()))" }
}
