/// A `@Provider(scopedWith:)` static function of a `@Module`.
package struct ProviderDeclaration: Hashable, Sendable {
  /// The function's base name (`urlSession`).
  package var name: String
  package var parameters: [ParameterDeclaration]
  package var returnType: TypeReference
  package var scope: ScopeKind?
  /// The tag of `@Named(Tag.self)` on the function: what it provides is qualified by that tag.
  package var qualifier: TypeReference?
  /// `@IntoArray`, `@IntoSet` or `@IntoMap(key:)`: the value is an element of a collection, not a binding of its own.
  package var contribution: Contribution?
  package var accessLevel: AccessLevel
  package var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  package var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  package var condition: [String] = []
  /// Written `async` / `throws` (`static func database() async throws -> Database`).
  package var isAsync = false
  package var isThrowing = false
  package var location: SourceLocation

  package init(
    name: String, parameters: [ParameterDeclaration], returnType: TypeReference, scope: ScopeKind?,
    accessLevel: AccessLevel, isMainActor: Bool, location: SourceLocation
  ) {
    self.name = name
    self.parameters = parameters
    self.returnType = returnType
    self.scope = scope
    self.accessLevel = accessLevel
    self.isMainActor = isMainActor
    self.location = location
  }

  /// `urlSession(configuration:)`.
  package var signature: String { "\(name)(\(parameters.map(\.signatureLabel).joined()))" }
}
