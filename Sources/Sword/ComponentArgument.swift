/// One argument type of a component, in rockname/sword's older spelling. Prefer writing the type directly:
///
/// ```swift
/// @Component(arguments: .init(EnvVars.self)) // older spelling
/// @Component(arguments: EnvVars.self)        // same meaning
/// ```
///
/// The value only exists so that the older spelling type-checks; Sword reads the type from the source.
public struct ComponentArgument {
  private let type: Any.Type

  /// Wraps `type`, as in `.init(EnvVars.self)`.
  public init(_ type: Any.Type) {
    self.type = type
  }
}
