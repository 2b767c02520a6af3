/// Registers a type to a component, so that the component can provide it (and inject it into other bindings).
///
/// The type's body must contain exactly one initializer marked `@Injected`; Sword calls it with the values the
/// component provides (and, for `@Assisted` parameters, with values the caller passes).
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .single)
/// final class DefaultAPIClient: APIClient {
///   @Injected
///   init(session: URLSession) { ... }
/// }
/// ```
///
/// - Parameters:
///   - registeredTo: The component (or subcomponent) that provides the type.
///   - boundTo: Provide the instance as this type (usually a protocol it conforms to) instead of its own type.
///   - scopedWith: Share one instance per component (`.single`) or while it is held (`.weakReference`, classes
///     only). Without a scope, every request creates a new instance.
///   - generateMock: Give the type a DEBUG-only `static func mock(…)` in its own module, which builds it with its
///     real dependencies from the graph, each one replaceable by a parameter (see the Testing article). Write
///     `true` or `false` literally; `generate_mocks: true` in `.sword.yml` turns it on for a whole package.
@attached(peer)
public macro Dependency(
  registeredTo: any Component.Type, boundTo: Any.Type? = nil, scopedWith: Scope? = nil, generateMock: Bool = false
) = #externalMacro(module: "SwordMacros", type: "DependencyMacro")
