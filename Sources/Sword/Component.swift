/// A dependency graph: the class that `@Component` marks. Sword's generated code adds one accessor per binding
/// (`component.loginViewModel`) and one factory per subcomponent (`component.makeLoginComponent()`).
///
/// You do not conform to this protocol yourself; the `@Component` macro adds the conformance.
public protocol Component: AnyObject {}

/// Marks a `final class` as the root of a dependency graph.
///
/// The macro adds one stored `let` per argument type (named like the type, in lower camel case), the storage the
/// generated accessors keep scoped instances in, and an initializer taking the arguments in order:
///
/// ```swift
/// @Component(arguments: EnvVars.self)
/// final class AppComponent {}
///
/// let component = AppComponent(envVars: EnvVars(baseURL: url))
/// component.envVars // the value passed in, also injectable into any binding of this component
/// ```
///
/// Without arguments, the component gets `init()`.
@attached(member, names: arbitrary)
@attached(extension, conformances: Component)
public macro Component(arguments: Any.Type...) =
  #externalMacro(module: "SwordMacros", type: "ComponentMacro")

/// Marks a `final class` as the root of a dependency graph, with arguments spelled the older rockname/sword way:
///
/// ```swift
/// @Component(arguments: .init(EnvVars.self))
/// final class AppComponent {}
/// ```
@attached(member, names: arbitrary)
@attached(extension, conformances: Component)
public macro Component(arguments: ComponentArgument...) =
  #externalMacro(module: "SwordMacros", type: "ComponentMacro")

/// Marks a `final class` as the root of a dependency graph that takes no arguments; it gets `init()`.
///
/// ```swift
/// @Component
/// final class AppComponent {}
///
/// let component = AppComponent()
/// ```
@attached(member, names: arbitrary)
@attached(extension, conformances: Component)
public macro Component() = #externalMacro(module: "SwordMacros", type: "ComponentMacro")
