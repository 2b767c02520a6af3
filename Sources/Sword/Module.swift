/// Marks a struct or enum whose `@Provider` static functions tell a component how to create values it cannot
/// create with an `@Injected` initializer (types from other libraries, values that need configuring).
///
/// ```swift
/// @Module(registeredTo: AppComponent.self)
/// struct NetworkModule {
///   @Provider(scopedWith: .single)
///   static func urlSession() -> URLSession { URLSession(configuration: .default) }
/// }
/// ```
@attached(peer)
public macro Module(registeredTo: any Component.Type) = #externalMacro(module: "SwordMacros", type: "ModuleMacro")
