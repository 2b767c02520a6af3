/// Tells apart two bindings of one type with a tag type, a qualifier. Put it on a `@Dependency` type or a
/// `@Provider` function to qualify what it provides, and on an `@Injected` parameter to ask for that binding:
///
/// ```swift
/// enum BaseURL {}   // a tag: any type, usually an empty enum
///
/// @Module(registeredTo: AppComponent.self)
/// enum URLModule {
///   @Provider @Named(BaseURL.self)
///   static func baseURL() -> URL { URL(string: "https://api.example.com")! }
/// }
///
/// @Dependency(registeredTo: AppComponent.self)
/// final class APIClient {
///   @Injected
///   init(@Named(BaseURL.self) baseURL: URL) { ... }
/// }
/// ```
///
/// The accessor of a qualified binding is named after its tag: `component.baseURL`.
@attached(peer)
public macro Named(_ tag: Any.Type) = #externalMacro(module: "SwordMacros", type: "NamedMacro")

/// The parameter side of a qualifier: on a parameter of an `@Injected` initializer or a `@Provider` function,
/// `@Named(Tag.self)` asks for the binding qualified by `Tag`. Inside the body the parameter reads as the plain
/// value, and callers pass the plain value.
///
/// ```swift
/// @Injected
/// init(@Named(BaseURL.self) baseURL: URL) { ... }
/// ```
@propertyWrapper
public struct Named<Value> {
  /// The value the component passed.
  public var wrappedValue: Value

  /// Wraps the value passed for a parameter marked `@Named(Tag.self)`.
  public init(wrappedValue: Value, _ tag: Any.Type) {
    self.wrappedValue = wrappedValue
  }
}

extension Named: Sendable where Value: Sendable {}

/// A qualified component argument: in `arguments:` of `@Component` or `@Subcomponent`, `Qualified<Tag, Value>.self`
/// declares an argument of type `Value` qualified by `Tag`, stored and passed under the tag's name, and injected
/// where a parameter asks for `@Named(Tag.self) Value`. Two arguments of one type become possible:
///
/// ```swift
/// @Component(arguments: Qualified<BaseURL, URL>.self, Qualified<AssetsURL, URL>.self)
/// final class AppComponent {}
///
/// let component = AppComponent(baseURL: api, assetsURL: assets)
/// component.baseURL // api
/// ```
///
/// Only its spelling matters to Sword; as a type it is `Named<Value>`.
public typealias Qualified<Tag, Value> = Named<Value>
