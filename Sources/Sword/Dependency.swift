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
@attached(peer)
public macro Dependency(registeredTo: any Component.Type, boundTo: Any.Type? = nil, scopedWith: Scope? = nil) =
  #externalMacro(module: "SwordMacros", type: "DependencyMacro")
