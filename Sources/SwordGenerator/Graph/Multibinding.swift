import SwordNaming

/// A collection a component provides from contributions (`@IntoArray`, `@IntoSet`, `@IntoMap(key:)` providers) and
/// declarations (`@Module(multibindings:)`), rather than from one declaration. A subcomponent's collection holds its
/// parent's elements and its own.
package struct Multibinding: Hashable, Sendable {
  /// One `@Provider` whose value is an element.
  package struct Element: Hashable, Sendable {
    package var module: ModuleDeclaration
    package var provider: ProviderDeclaration
    package var contribution: Contribution

    /// `AnalyticsModule.consoleTracker()`.
    package var description: String { "\(module.name).\(provider.signature)" }
  }

  package var kind: Contribution.Kind
  /// The elements contributed in this component, sorted by module, module type and function name (the order of
  /// an array's elements).
  package var elements: [Element]
  /// Where this component's graph declares the collection with `@Module(multibindings:)`.
  package var declarations: [TypeReference]

  /// What kind of collection a multibinding key is: `[T]`, `Set<T>` or `[K: T]` (by its canonical type).
  static func kind(of key: BindingKey) -> Contribution.Kind? {
    if key.type.hasPrefix("Set<") || key.type.hasPrefix("Swift.Set<") { return .set }
    guard key.type.hasPrefix("["), key.type.hasSuffix("]") else { return nil }
    return TypeTextParts.split(String(key.type.dropFirst().dropLast()), separator: ":").count == 2 ? .map : .array
  }
}
