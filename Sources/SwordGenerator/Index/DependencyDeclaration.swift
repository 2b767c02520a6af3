/// A type marked `@Dependency(registeredTo:boundTo:scopedWith:)`.
package struct DependencyDeclaration: Hashable, Sendable {
  /// What kind of type declaration carries the attribute.
  package enum Kind: String, Hashable, Sendable {
    case `class`, `struct`, `enum`, `actor`
  }

  /// The name, qualified by enclosing types (`UserRepository`, `Login.ViewModel`).
  package var name: String
  package var moduleName: String
  package var kind: Kind
  package var registeredTo: TypeReference
  package var boundTo: TypeReference?
  package var scope: ScopeKind?
  /// The tag of `@Named(Tag.self)` on the type: what it provides is qualified by that tag.
  package var qualifier: TypeReference?
  /// Where `scopedWith:` is written, when it is.
  package var scopeLocation: SourceLocation?
  package var accessLevel: AccessLevel
  package var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  package var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  package var condition: [String] = []
  /// Written `generateMock: true`: the type gets a DEBUG-only `mock(…)` in its module (see ``MockPlan``).
  package var generatesMock = false
  /// The `@Injected` initializers found in the type and its extensions in the same target (one, when valid).
  package var initializers: [InitializerDeclaration]
  /// Where the type name is written.
  package var location: SourceLocation

  package init(
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
