/// Holds a `.weakReference`-scoped instance: the same instance is handed out while anyone holds it, and a new one
/// is created after the last holder releases it. Sword's generated code keeps its components' instances in
/// ``ComponentStorage`` (``ComponentStorage/weakReference(_:_:)``); this is the same holder for one value on its
/// own.
///
/// ```swift
/// let scope = WeakReferenceScope<Player>()
/// var player: Player? = scope.get { Player() }
/// scope.get { Player() } === player // true: still held
/// player = nil
/// scope.get { Player() }            // a new Player
/// ```
public final class WeakReferenceScope<Value: AnyObject>: Sendable {
  @usableFromInline let slot = ScopeSlot()

  /// Creates an empty scope; the instance is made on first use.
  public init() {}

  /// Returns the live instance if there is one, otherwise calls `make` and keeps a weak reference to its
  /// result. When several threads ask at once, they all get the same instance.
  ///
  /// `make` runs under this scope's lock and must not resolve this same binding.
  @inlinable
  public func get(_ make: () -> Value) -> Value {
    slot.weakReference(make)
  }
}
