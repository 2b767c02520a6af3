/// Identifiers of the features beyond rockname/sword: qualifiers, `Lazy`/`Provider`/`Weak`, multibindings and
/// optional bindings (see the README's "Diagnostics" table).
extension DiagnosticID {
  /// `@Module(multibindings:)` names a type that is not `[T]`, `Set<T>` or `[Key: T]`.
  public static let invalidMultibinding = DiagnosticID("InvalidMultibinding")
  /// Two `@IntoMap` contributions to one map (in one component's graph) use the same key.
  public static let duplicateMapKey = DiagnosticID("DuplicateMapKey")
  /// A contribution to a collection that cannot be one: scoped, or with `@Assisted` parameters.
  public static let invalidContribution = DiagnosticID("InvalidContribution")
  /// `Weak<T>` asks for a binding that is not scoped: its instance would be released at once.
  public static let weakUnscoped = DiagnosticID("WeakUnscoped")
  /// A standard-library value type (`String`, `Int`, `Bool`…) bound or injected without a qualifier (a warning).
  public static let unqualifiedPrimitive = DiagnosticID("UnqualifiedPrimitive")
}
