/// A class marked `@Component` or `@Subcomponent(of:)`.
package struct ComponentDeclaration: Hashable, Sendable {
  /// The name, qualified by enclosing types (`AppComponent`, `Flows.LoginComponent`).
  package var name: String
  package var moduleName: String
  /// The parent component for a `@Subcomponent(of: Parent.self)`, `nil` for a root `@Component`.
  package var parent: TypeReference?
  /// `arguments:`, in order; each becomes an initializer parameter and a binding.
  package var arguments: [TypeReference]
  package var accessLevel: AccessLevel
  package var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  package var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  package var condition: [String] = []
  /// Where the class name is written.
  package var location: SourceLocation

  package init(
    name: String, moduleName: String, parent: TypeReference?, arguments: [TypeReference],
    accessLevel: AccessLevel, isMainActor: Bool, location: SourceLocation
  ) {
    self.name = name
    self.moduleName = moduleName
    self.parent = parent
    self.arguments = arguments
    self.accessLevel = accessLevel
    self.isMainActor = isMainActor
    self.location = location
  }

  package var isSubcomponent: Bool { parent != nil }
}
