import SwordNaming

/// One way to get a value in one component: a component argument, a `@Dependency` type's `@Injected` init, or a
/// module's `@Provider`.
package struct Binding: Hashable, Sendable {
  /// Where the value comes from.
  package indirect enum Source: Hashable, Sendable {
    /// The component's `arguments:` entry at this position, stored by the `@Component` macro.
    case argument(position: Int)
    /// `@Dependency` type constructed with its `@Injected` init.
    case dependency(DependencyDeclaration, InitializerDeclaration)
    /// `Module.provider(...)`.
    case provider(ModuleDeclaration, ProviderDeclaration)
    /// A collection of contributions.
    case multibinding(Multibinding)
    /// The component itself, for a binding that receives the component it is registered to (or an ancestor).
    /// Never registered: ``BindingGraph/resolve(_:in:)`` answers with it when nothing else binds the type.
    case component
    /// The factory of the named child subcomponent, registered to its parent the same way: answers a request for
    /// `(Arguments) -> Child`.
    case subcomponentFactory(String)
  }

  /// The stored values, boxed: a binding is copied into every table and stage of the graph, and a copy of the box
  /// is one reference count instead of one per string. Changing a value (rare: disambiguating accessor names)
  /// replaces the box.
  private final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private struct Fields: Hashable, Sendable {
    var key: BindingKey
    var component: String
    var source: Source
    var scope: ScopeKind?
    var location: SourceLocation
    var accessorName: String
    var isMainActor: Bool
  }

  private var storage: Storage

  package init(
    key: BindingKey, component: String, source: Source, scope: ScopeKind?, location: SourceLocation,
    accessorName: String, isMainActor: Bool
  ) {
    storage = Storage(
      Fields(
        key: key, component: component, source: source, scope: scope, location: location, accessorName: accessorName,
        isMainActor: isMainActor))
  }

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  package var key: BindingKey {
    get { storage.fields.key }
    set { update { $0.key = newValue } }
  }
  /// The component it is registered to.
  package var component: String {
    get { storage.fields.component }
    set { update { $0.component = newValue } }
  }
  /// Where the value comes from.
  package var source: Source {
    get { storage.fields.source }
    set { update { $0.source = newValue } }
  }
  package var scope: ScopeKind? {
    get { storage.fields.scope }
    set { update { $0.scope = newValue } }
  }
  /// Where the binding is declared (type name, provider name or component argument).
  package var location: SourceLocation {
    get { storage.fields.location }
    set { update { $0.location = newValue } }
  }
  /// The name of the accessor on the component: `loginViewModel`, `userDetailViewModel(userID:)`.
  package var accessorName: String {
    get { storage.fields.accessorName }
    set { update { $0.accessorName = newValue } }
  }
  /// Whether the declaration itself is `@MainActor`.
  package var isMainActor: Bool {
    get { storage.fields.isMainActor }
    set { update { $0.isMainActor = newValue } }
  }

  package static func == (lhs: Binding, rhs: Binding) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  package func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  /// The parameters to fill when constructing the value.
  package var parameters: [ParameterDeclaration] {
    switch source {
    case .argument: []
    case .dependency(_, let initializer): initializer.parameters
    case .provider(_, let provider): provider.parameters
    case .multibinding(let multibinding): multibinding.elements.flatMap(\.provider.parameters)
    case .component, .subcomponentFactory: []
    }
  }

  /// The effects of its own initializer or provider (for a collection, of any contribution's provider); see
  /// ``BindingGraph/effects(of:)`` for those it also takes from what it needs.
  package var ownEffects: Effects {
    switch source {
    case .argument, .component, .subcomponentFactory: return []
    case .dependency(_, let initializer):
      return Effects(isAsync: initializer.isAsync, isThrowing: initializer.isThrowing)
    case .provider(_, let provider): return Effects(isAsync: provider.isAsync, isThrowing: provider.isThrowing)
    case .multibinding(let multibinding):
      return multibinding.elements.reduce(into: []) {
        $0.formUnion(Effects(isAsync: $1.provider.isAsync, isThrowing: $1.provider.isThrowing))
      }
    }
  }

  /// Whether it stands for a component or a subcomponent's factory rather than a declared binding.
  package var isComponentBinding: Bool {
    switch source {
    case .component, .subcomponentFactory: true
    default: false
    }
  }

  /// The `#if` conditions its declaration is compiled under (its type's and its initializer's, or its provider's),
  /// as conjuncts; empty when it always is. Its accessor is generated under the same condition.
  package var condition: [String] {
    switch source {
    case .argument, .multibinding, .component, .subcomponentFactory: return []
    case .dependency(let dependency, let initializer):
      return dependency.condition + initializer.condition.filter { !dependency.condition.contains($0) }
    case .provider(_, let provider): return provider.condition
    }
  }

  /// The collection it provides, when it is a multibinding.
  package var multibinding: Multibinding? {
    if case .multibinding(let multibinding) = source { return multibinding }
    return nil
  }

  /// Parameters marked `@Assisted`: the accessor becomes a function taking them.
  /// (A collection has none: an assisted parameter of a contribution is reported as such.)
  package var assistedParameters: [ParameterDeclaration] {
    multibinding == nil ? parameters.filter(\.isAssisted) : []
  }

  package var isAssisted: Bool { !assistedParameters.isEmpty }

  /// Whether it comes from a declaration in the sources (not a component argument).
  package var isDeclaration: Bool {
    if case .argument = source { return false }
    return true
  }

  /// How this binding reads in a chain: `LoginViewModel.init(userRepository:)`, `AppModule.urlSession()`,
  /// `AppComponent(envVars:)`.
  package var constructorDescription: String {
    switch source {
    case .argument: "\(component) argument '\(key)'"
    case .dependency(let dependency, let initializer): "\(dependency.name).\(initializer.signature)"
    case .provider(let module, let provider): "\(module.name).\(provider.signature)"
    case .multibinding: "contributions to '\(key)'"
    case .component: "\(component) itself"
    case .subcomponentFactory(let child): "\(component).\(AccessorName.factoryName(forComponent: child))"
    }
  }
}
