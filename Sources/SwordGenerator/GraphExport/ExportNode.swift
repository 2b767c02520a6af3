/// One node of an ``ExportGraph``: a binding of a component, or a type that is asked for and bound nowhere.
public struct ExportNode: Codable, Hashable, Sendable {
  /// Where a node's value comes from.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// A component's `arguments:` entry.
    case argument
    /// A `@Dependency` type built with its `@Injected` init.
    case dependency
    /// A module's `@Provider`.
    case provider
    /// A collection of `@IntoArray` / `@IntoSet` / `@IntoMap` contributions.
    case multibinding
    /// Asked for by a parameter, but bound nowhere the request can see (a `Sword/MissingBinding` error).
    case missing
  }

  /// `Component/Type` for a binding (`AppComponent/UserRepository`; a second binding of the same type in the same
  /// component gets `#2`), `missing:Type` for a missing one.
  public var id: String
  /// The type it provides, as parameters ask for it (`APIClient`).
  public var type: String
  /// Where its value comes from.
  public var kind: Kind
  /// The component it is registered to; `nil` for a missing type.
  public var component: String?
  /// The module that declares it; `nil` for a missing type.
  public var module: String?
  /// `single` or `weakReference`; `nil` when unscoped.
  public var scope: String?
  /// How the value is made: `DefaultAPIClient.init(envVars:session:)`, `NetworkingModule.httpSession(envVars:)`,
  /// `argument of AppComponent`, `no binding`.
  public var constructor: String
  /// The parameters the caller passes (`@Assisted`), by label.
  public var assisted: [String]
  /// Whether the declaration is `@MainActor`.
  public var isMainActor: Bool
  /// `true` when it is only shown as context for `--component` (bound in an ancestor of the focused component).
  public var isContext: Bool
  /// Where it is declared (`path:line:column`, relative to the workspace when possible); `nil` for a missing type.
  public var location: String?

  /// A node made from its parts.
  public init(
    id: String, type: String, kind: Kind, component: String?, module: String?, scope: String?,
    constructor: String, assisted: [String], isMainActor: Bool, isContext: Bool, location: String?
  ) {
    self.id = id
    self.type = type
    self.kind = kind
    self.component = component
    self.module = module
    self.scope = scope
    self.constructor = constructor
    self.assisted = assisted
    self.isMainActor = isMainActor
    self.isContext = isContext
    self.location = location
  }

  /// `.single`, `.weakReference` or `unscoped`.
  public var scopeText: String { scope.map { ".\($0)" } ?? "unscoped" }

  /// The lines every format shows for the node: the type, how it is made, then its scope and module (and
  /// `@MainActor`, assisted parameters when there are some).
  ///
  /// ```
  /// APIClient
  /// DefaultAPIClient.init(envVars:session:)
  /// .single · Networking
  /// ```
  public var labelLines: [String] {
    var facts: [String] = []
    if kind != .missing { facts.append(scopeText) }
    if let module { facts.append(module) }
    if isMainActor { facts.append("@MainActor") }
    var lines = [type, constructor, facts.joined(separator: " · ")]
    if !assisted.isEmpty { lines.append("assisted: " + assisted.joined(separator: ", ")) }
    return lines.filter { !$0.isEmpty }
  }
}
