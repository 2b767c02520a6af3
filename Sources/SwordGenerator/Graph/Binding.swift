/// One way to get a value in one component: a component argument, a `@Dependency` type's `@Injected` init, or a
/// module's `@Provider`.
public struct Binding: Hashable, Sendable {
  /// Where the value comes from.
  public indirect enum Source: Hashable, Sendable {
    /// The component's `arguments:` entry at this position, stored by the `@Component` macro.
    case argument(position: Int)
    /// `@Dependency` type constructed with its `@Injected` init.
    case dependency(DependencyDeclaration, InitializerDeclaration)
    /// `Module.provider(...)`.
    case provider(ModuleDeclaration, ProviderDeclaration)
    /// A collection of contributions.
    case multibinding(Multibinding)
  }

  public var key: BindingKey
  /// The component it is registered to.
  public var component: String
  public var source: Source
  public var scope: ScopeKind?
  /// Where the binding is declared (type name, provider name or component argument).
  public var location: SourceLocation
  /// The name of the accessor on the component: `loginViewModel`, `userDetailViewModel(userID:)`.
  public var accessorName: String
  /// Whether the declaration itself is `@MainActor`.
  public var isMainActor: Bool

  /// The parameters to fill when constructing the value.
  public var parameters: [ParameterDeclaration] {
    switch source {
    case .argument: []
    case .dependency(_, let initializer): initializer.parameters
    case .provider(_, let provider): provider.parameters
    case .multibinding(let multibinding): multibinding.elements.flatMap(\.provider.parameters)
    }
  }

  /// The collection it provides, when it is a multibinding.
  public var multibinding: Multibinding? {
    if case .multibinding(let multibinding) = source { return multibinding }
    return nil
  }

  /// Parameters marked `@Assisted`: the accessor becomes a function taking them.
  /// (A collection has none: an assisted parameter of a contribution is reported as such.)
  public var assistedParameters: [ParameterDeclaration] {
    multibinding == nil ? parameters.filter(\.isAssisted) : []
  }

  public var isAssisted: Bool { !assistedParameters.isEmpty }

  /// Whether it comes from a declaration in the sources (not a component argument).
  public var isDeclaration: Bool {
    if case .argument = source { return false }
    return true
  }

  /// How this binding reads in a chain: `LoginViewModel.init(userRepository:)`, `AppModule.urlSession()`,
  /// `AppComponent(envVars:)`.
  public var constructorDescription: String {
    switch source {
    case .argument: "\(component) argument '\(key)'"
    case .dependency(let dependency, let initializer): "\(dependency.name).\(initializer.signature)"
    case .provider(let module, let provider): "\(module.name).\(provider.signature)"
    case .multibinding: "contributions to '\(key)'"
    }
  }
}
