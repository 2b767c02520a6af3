import Foundation

/// Holds the one instance of a `.single`-scoped binding for one component. Used by Sword's generated code.
///
/// ```swift
/// let scope = SingleScope<UserRepository>()
/// let first = scope.get { UserRepository() }
/// let second = scope.get { UserRepository() } // the same instance; the closure is not called again
/// ```
public final class SingleScope<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?

  /// Creates an empty scope; the instance is made on first use.
  public init() {}

  /// Returns the instance, calling `make` to create it the first time only. When several threads ask at once,
  /// `make` runs exactly once and all of them get its result.
  ///
  /// `make` runs under this scope's lock. It may resolve other scoped bindings (each has its own lock; the
  /// dependency graph has no cycles, so locks are always taken in the same order), but never this one.
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
