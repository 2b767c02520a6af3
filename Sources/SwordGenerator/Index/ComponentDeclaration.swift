/// A class marked `@Component` or `@Subcomponent(of:)`.
public struct ComponentDeclaration: Codable, Hashable, Sendable {
  /// The name, qualified by enclosing types (`AppComponent`, `Flows.LoginComponent`).
  public var name: String
  public var moduleName: String
  /// The parent component for a `@Subcomponent(of: Parent.self)`, `nil` for a root `@Component`.
  public var parent: TypeReference?
  /// `arguments:`, in order; each becomes an initializer parameter and a binding.
  public var arguments: [TypeReference]
  public var accessLevel: AccessLevel
  public var isMainActor: Bool
  /// Written `nonisolated` (or inside a type that is, or an actor): not main-actor isolated even in a target whose
  /// default isolation is `MainActor`. With ``isMainActor`` false too, the isolation is the target's default.
  public var isNonisolated = false
  /// The `#if` conditions it is compiled under, as conjuncts (`["DEBUG", "!(os(iOS))"]`); empty when it always is.
  public var condition: [String] = []
  /// Where the class name is written.
  public var location: SourceLocation

  public init(
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

  public var isSubcomponent: Bool { parent != nil }
}
