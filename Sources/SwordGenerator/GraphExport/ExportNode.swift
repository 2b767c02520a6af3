/// One node of an ``ExportGraph``: a binding of a component, or a type that is asked for and bound nowhere.
package struct ExportNode: Codable, Hashable, Sendable {
  /// Where a node's value comes from.
  package enum Kind: String, Codable, Hashable, Sendable {
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

  /// `Component/Type` for a binding (`AppComponent/UserRepository`), `missing:Type` for a missing one. A type bound
  /// once per configuration (`#if DEBUG` … `#else` …) has a node per binding, its condition in the id
  /// (`AppComponent/Store #if DEBUG`, `AppComponent/Store #if !DEBUG`); another binding of the same type in the
  /// same component (a duplicate) gets `#2`.
  package var id: String
  /// The type it provides, as parameters ask for it (`APIClient`).
  package var type: String
  /// Where its value comes from.
  package var kind: Kind
  /// The component it is registered to; `nil` for a missing type.
  package var component: String?
  /// The module that declares it; `nil` for a missing type.
  package var module: String?
  /// `single` or `weakReference`; `nil` when unscoped.
  package var scope: String?
  /// How the value is made: `DefaultAPIClient.init(envVars:session:)`, `NetworkingModule.httpSession(envVars:)`,
  /// `argument of AppComponent`, `no binding`.
  package var constructor: String
  /// The parameters the caller passes (`@Assisted`), by label.
  package var assisted: [String]
  /// Whether the declaration is `@MainActor`.
  package var isMainActor: Bool
  /// `true` when it is only shown as context for `--component` (bound in an ancestor of the focused component).
  package var isContext: Bool
  /// Where it is declared (`path:line:column`, relative to the workspace when possible); `nil` for a missing type.
  package var location: String?
  /// A multibinding's contributions, each with the module that declares it
  /// (`AnalyticsModule.consoleTracker() · Analytics`), a parent component's first (`… · Analytics, in
  /// AppComponent`); empty for other nodes.
  package var contributions: [String]
  /// The member of the component that returns it in the generated code (`userRepository`); `nil` for a missing
  /// type.
  package var accessor: String?
  /// The `#if` condition its declaration is compiled under (`DEBUG`, `!DEBUG && os(iOS)`); `nil` when it always is.
  package var condition: String?
  /// `async`, `throws` or `async throws` when getting its value is (its own initializer or provider, or something
  /// it needs right away), as its accessor is declared; `nil` otherwise.
  package var effects: String?

  /// A node made from its parts.
  package init(
    id: String, type: String, kind: Kind, component: String?, module: String?, scope: String?,
    constructor: String, assisted: [String], isMainActor: Bool, isContext: Bool, location: String?,
    contributions: [String] = [], accessor: String? = nil, condition: String? = nil, effects: String? = nil
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
    self.contributions = contributions
    self.accessor = accessor
    self.condition = condition
    self.effects = effects
  }

  private enum CodingKeys: String, CodingKey {
    case id, type, kind, component, module, scope, constructor, assisted, isMainActor, isContext, location
    case contributions, accessor, condition, effects
  }

  /// Reads a node; one written before `contributions`, `condition` or `effects` existed has none.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    type = try container.decode(String.self, forKey: .type)
    kind = try container.decode(Kind.self, forKey: .kind)
    component = try container.decodeIfPresent(String.self, forKey: .component)
    module = try container.decodeIfPresent(String.self, forKey: .module)
    scope = try container.decodeIfPresent(String.self, forKey: .scope)
    constructor = try container.decode(String.self, forKey: .constructor)
    assisted = try container.decode([String].self, forKey: .assisted)
    isMainActor = try container.decode(Bool.self, forKey: .isMainActor)
    isContext = try container.decode(Bool.self, forKey: .isContext)
    location = try container.decodeIfPresent(String.self, forKey: .location)
    contributions = try container.decodeIfPresent([String].self, forKey: .contributions) ?? []
    accessor = try container.decodeIfPresent(String.self, forKey: .accessor)
    condition = try container.decodeIfPresent(String.self, forKey: .condition)
    effects = try container.decodeIfPresent(String.self, forKey: .effects)
  }

  /// `.single`, `.weakReference` or `unscoped`.
  package var scopeText: String { scope.map { ".\($0)" } ?? "unscoped" }

  /// The lines every format shows for the node: the type, how it is made, then its scope and module (and
  /// `@MainActor`, `async` / `throws`, its `#if` condition, assisted parameters when there are some).
  ///
  /// ```
  /// APIClient
  /// DefaultAPIClient.init(envVars:session:)
  /// .single · Networking
  /// ```
  ///
  /// A multibinding adds a line per contribution: `+ AnalyticsModule.consoleTracker() · Analytics`.
  package var labelLines: [String] {
    var facts: [String] = []
    if kind != .missing { facts.append(scopeText) }
    if let module { facts.append(module) }
    if isMainActor { facts.append("@MainActor") }
    if let effects { facts.append(effects) }
    if let condition { facts.append("#if \(condition)") }
    var lines = [type, constructor, facts.joined(separator: " · ")]
    if !assisted.isEmpty { lines.append("assisted: " + assisted.joined(separator: ", ")) }
    lines += contributions.map { "+ \($0)" }
    return lines.filter { !$0.isEmpty }
  }
}
