/// Identifiers of the features beyond rockname/sword: qualifiers, `Lazy`/`Provider`/`Weak`, multibindings and
/// optional bindings (see the README's "Diagnostics" table).
extension DiagnosticID {
  /// `@Module(multibindings:)` names a type that is not `[T]`, `Set<T>` or `[Key: T]`.
  package static let invalidMultibinding = DiagnosticID("InvalidMultibinding")
  /// Two `@IntoMap` contributions to one map (in one component's graph) use the same key.
  package static let duplicateMapKey = DiagnosticID("DuplicateMapKey")
  /// A contribution to a collection that cannot be one: scoped, or with `@Assisted` parameters.
  package static let invalidContribution = DiagnosticID("InvalidContribution")
  /// `Weak<T>` asks for a binding that is not scoped: its instance would be released at once.
  package static let weakUnscoped = DiagnosticID("WeakUnscoped")
  /// A standard-library value type (`String`, `Int`, `Bool`…) bound or injected without a qualifier (a warning).
  package static let unqualifiedPrimitive = DiagnosticID("UnqualifiedPrimitive")
}

/// Identifiers of injected factories, components and async / throwing bindings.
extension DiagnosticID {
  /// A factory `(A, B) -> T` whose parameter types are not, in order, those of `T`'s `@Assisted` parameters or of
  /// the subcomponent's arguments.
  package static let factoryMismatch = DiagnosticID("FactoryMismatch")
  /// A factory `(…) -> T` for a type that has no `@Assisted` parameters (nothing for the caller to pass).
  package static let factoryWithoutAssisted = DiagnosticID("FactoryWithoutAssisted")
  /// A subcomponent asked for as an instance instead of through its factory `(Arguments) -> Child`.
  package static let subcomponentInjected = DiagnosticID("SubcomponentInjected")
  /// A request that cannot wait or fail (`T` in a `Lazy`, a `Provider`, a factory without `async` / `throws`) for a
  /// binding made by an `async` or `throws` initializer or provider.
  package static let synchronousRequest = DiagnosticID("SynchronousRequest")
}

/// Identifiers of mocks and test modules (see the Testing article).
extension DiagnosticID {
  /// A type that asks for a `mock()` cannot have one (a warning): a binding of its subtree is compiled only under
  /// an `#if` its mock is not, or its `@Injected` initializer is private.
  package static let mockUnavailable = DiagnosticID("MockUnavailable")
  /// A test target listed under `tests:` that does not depend on the root target, whose bindings it replaces.
  package static let testTargetWithoutRoot = DiagnosticID("TestTargetWithoutRoot")
  /// A test module's binding for a key its component does not bind: there is nothing to replace.
  package static let replacementOfNothing = DiagnosticID("ReplacementOfNothing")
  /// A test module's `@Dependency(boundTo:)` type that does not conform to the type it replaces.
  package static let replacementDoesNotConform = DiagnosticID("ReplacementDoesNotConform")
  /// A replacement that would change an accessor's effects or isolation (`async`, `throws`, `@MainActor`), which
  /// code written for the real graph could not call the same way.
  package static let replacementChangesAccessor = DiagnosticID("ReplacementChangesAccessor")
}
