/// Any type a target declares (with or without Sword attributes), so that references can be resolved to the module
/// that declares them, typealiases followed, and "did you mean" hints given.
public struct TypeDeclaration: Codable, Hashable, Sendable {
  /// What kind of declaration it is.
  public enum Kind: String, Codable, Hashable, Sendable {
    case `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`
  }

  /// The name, qualified by enclosing types (`Outer.Inner`).
  public var name: String
  public var kind: Kind
  public var accessLevel: AccessLevel
  /// For a typealias, the aliased type as written (canonical spelling).
  public var aliasOf: String?
  /// How many initializers the type body and its extensions in this target declare.
  public var initializerCount: Int
  /// Where the name is written.
  public var location: SourceLocation
  /// The `#if` conditions it is declared under, as conjuncts; empty when it always is.
  public var condition: [String] = []
  /// The types its declaration inherits from or conforms to, as written (`["APIClient", "Sendable"]`); read only
  /// in files that are parsed.
  public var inherits: [String] = []
  /// Whether it (or an extension in its target) has an `@Injected` initializer: with no `@Dependency`, a type that
  /// lost it, which a missing-binding error names.
  public var hasInjectedInit = false

  public init(
    name: String, kind: Kind, accessLevel: AccessLevel, aliasOf: String? = nil, initializerCount: Int = 0,
    location: SourceLocation
  ) {
    self.name = name
    self.kind = kind
    self.accessLevel = accessLevel
    self.aliasOf = aliasOf
    self.initializerCount = initializerCount
    self.location = location
  }
}
