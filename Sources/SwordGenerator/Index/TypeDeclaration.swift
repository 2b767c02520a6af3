/// Any type a target declares (with or without Sword attributes), so that references can be resolved to the module
/// that declares them, typealiases followed, and "did you mean" hints given.
package struct TypeDeclaration: Hashable, Sendable {
  /// What kind of declaration it is.
  package enum Kind: String, Hashable, Sendable {
    case `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`
  }

  /// The name, qualified by enclosing types (`Outer.Inner`).
  package var name: String
  package var kind: Kind
  package var accessLevel: AccessLevel
  /// For a typealias, the aliased type as written (canonical spelling).
  package var aliasOf: String?
  /// How many initializers the type body and its extensions in this target declare.
  package var initializerCount: Int
  /// Where the name is written.
  package var location: SourceLocation
  /// The `#if` conditions it is declared under, as conjuncts; empty when it always is.
  package var condition: [String] = []
  /// The types its declaration inherits from or conforms to, as written (`["APIClient", "Sendable"]`); read only
  /// in files that are parsed.
  package var inherits: [String] = []
  /// Whether it (or an extension in its target) has an `@Injected` initializer: with no `@Dependency`, a type that
  /// lost it, which a missing-binding error names.
  package var hasInjectedInit = false

  package init(
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
