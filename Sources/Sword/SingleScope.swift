/// Holds the one instance of a `.single`-scoped binding. Sword's generated code keeps its components' instances in
/// ``ComponentStorage`` (``ComponentStorage/single(_:_:)``); this is the same holder for one value on its own.
///
/// ```swift
/// let scope = SingleScope<UserRepository>()
/// let first = scope.get { UserRepository() }
/// let second = scope.get { UserRepository() } // the same instance; the closure is not called again
/// ```
///
/// Once the instance is made, `get` takes no lock where the `Synchronization` module's atomics are available (see
/// ``ComponentStorage``): the instance is published with an atomic store and read with an atomic load.
public final class SingleScope<Value>: Sendable {
  @usableFromInline let slot = ScopeSlot()

  /// Creates an empty scope; the instance is made on first use.
  public init() {}

  /// Returns the instance, calling `make` to create it the first time only. When several threads ask at once,
  /// `make` runs exactly once and all of them get its result.
  ///
  /// `make` runs under this scope's lock. It may resolve other scoped bindings (each has its own lock; the
  /// dependency graph has no cycles, so locks are always taken in the same order), but never this one.
  @inlinable
  public func get(_ make: () -> Value) -> Value {
    slot.single(make)
  }
}
