/// Marks a `static func` of a `@Module` as the way to create its return type. Its parameters are provided by the
/// component, like those of an `@Injected` initializer.
///
/// ```swift
/// @Module(registeredTo: AppComponent.self)
/// enum StorageModule {
///   @Provider
///   static func defaults() -> UserDefaults { .standard }
/// }
/// ```
///
/// - Parameter scopedWith: Share one instance per component (`.single`) or while it is held (`.weakReference`).
@attached(peer)
public macro Provider(scopedWith: Scope? = nil) = #externalMacro(module: "SwordMacros", type: "ProviderMacro")
