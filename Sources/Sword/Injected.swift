/// Marks the initializer Sword calls to create a `@Dependency` type. Each parameter is provided by the component,
/// except those marked `@Assisted`, which the caller passes.
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class LoginViewModel {
///   @Injected
///   init(userRepository: UserRepository) { ... }
/// }
/// ```
@attached(peer)
public macro Injected() = #externalMacro(module: "SwordMacros", type: "InjectedMacro")
