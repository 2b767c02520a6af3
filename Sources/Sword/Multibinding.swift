/// Adds a `@Provider`'s value to the component's `[T]` (`T` is the provider's return type) instead of binding `T`.
/// Providers in any module and package registered to one component (or to its parents) contribute to one array,
/// in a stable order: by module, then type, then function name.
///
/// ```swift
/// @Module(registeredTo: AppComponent.self)
/// enum AnalyticsModule {
///   @Provider @IntoArray
///   static func consoleTracker() -> any Tracker { ConsoleTracker() }
/// }
///
/// @Dependency(registeredTo: AppComponent.self)
/// final class Analytics {
///   @Injected
///   init(trackers: [any Tracker]) { ... }
/// }
/// ```
@attached(peer)
public macro IntoArray() = #externalMacro(module: "SwordMacros", type: "ContributionMacro")

/// Adds a `@Provider`'s value to the component's `Set<T>` (`T` is the provider's return type, and `Hashable`).
///
/// ```swift
/// @Provider @IntoSet
/// static func defaultFeatureFlag() -> String { "new-login" }
/// ```
@attached(peer)
public macro IntoSet() = #externalMacro(module: "SwordMacros", type: "ContributionMacro")

/// Adds a `@Provider`'s value under `key` to the component's `[Key: T]`. The key is a string or integer literal, or
/// a member written with its type (`Route.login`); two contributions with one key are an error.
///
/// ```swift
/// @Provider @IntoMap(key: "login")
/// static func loginScreen() -> any Screen { LoginScreen() }
///
/// init(screens: [String: any Screen]) { ... }
/// ```
@attached(peer)
public macro IntoMap<Key: Hashable>(key: Key) = #externalMacro(module: "SwordMacros", type: "ContributionMacro")

/// Marks a struct or enum whose `@Provider` static functions tell a component how to create values, and declares
/// collections (multibindings) that may have no contribution at all, so that asking for them is not an error:
///
/// ```swift
/// @Module(registeredTo: AppComponent.self, multibindings: [any Tracker].self, [String: any Screen].self)
/// enum AppModule {}
/// ```
@attached(peer)
public macro Module(registeredTo: any Component.Type, multibindings: Any.Type...) =
  #externalMacro(module: "SwordMacros", type: "ModuleMacro")
