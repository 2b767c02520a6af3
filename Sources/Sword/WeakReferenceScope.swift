import Foundation

/// Holds a `.weakReference`-scoped instance for one component: the same instance is handed out while anyone
/// holds it, and a new one is created after the last holder releases it. Used by Sword's generated code.
///
/// ```swift
/// let scope = WeakReferenceScope<Player>()
/// var player: Player? = scope.get { Player() }
/// scope.get { Player() } === player // true: still held
/// player = nil
/// scope.get { Player() }            // a new Player
/// ```
public final class WeakReferenceScope<Value: AnyObject>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline weak var value: Value?

  /// Creates an empty scope; the instance is made on first use.
  public init() {}

  /// Returns the live instance if there is one, otherwise calls `make` and keeps a weak reference to its
  /// result. When several threads ask at once, they all get the same instance.
  ///
  /// `make` runs under this scope's lock and must not resolve this same binding.
  @inlinable
  public func get(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value {
      return value
    }
    let made = make()
    value = made
    return made
  }
}
