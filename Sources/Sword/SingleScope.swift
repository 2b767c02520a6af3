import Foundation
import Synchronization

/// Holds the one instance of a `.single`-scoped binding for one component. Used by Sword's generated code.
///
/// ```swift
/// let scope = SingleScope<UserRepository>()
/// let first = scope.get { UserRepository() }
/// let second = scope.get { UserRepository() } // the same instance; the closure is not called again
/// ```
///
/// Once the instance is made, `get` takes no lock where the `Synchronization` module's atomics are available (see
/// ``ComponentStorage``): the instance is published with an atomic store and read with an atomic load.
public final class SingleScope<Value>: @unchecked Sendable {
  /// Guards `made` and serialises the first calls, so that `make` runs once.
  @usableFromInline let lock = NSLock()
  /// The instance once made, under `lock`; it also keeps the box alive for the unretained `published`.
  @usableFromInline var made: MadeInstance<Value>?
  /// A ``PublishedInstance`` where atomics are available, else `lock` (never read then). Not optional, and
  /// downcast without a check, so that the lock-free path costs no retain.
  @usableFromInline let published: AnyObject

  /// Creates an empty scope; the instance is made on first use.
  public init() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      published = PublishedInstance<Value>()
    } else {
      published = lock
    }
  }

  /// Returns the instance, calling `make` to create it the first time only. When several threads ask at once,
  /// `make` runs exactly once and all of them get its result.
  ///
  /// `make` runs under this scope's lock. It may resolve other scoped bindings (each has its own lock; the
  /// dependency graph has no cycles, so locks are always taken in the same order), but never this one.
  @inlinable
  public func get(_ make: () -> Value) -> Value {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      let made = unsafeDowncast(published, to: PublishedInstance<Value>.self).reference.load(ordering: .acquiring)
    {
      return made._withUnsafeGuaranteedRef { $0.value }
    }
    return getLocked(make)
  }

  /// The first calls (and every call where atomics are unavailable): under the lock, returns the instance made
  /// before or makes it, and publishes it for the lock-free reads.
  @inlinable
  func getLocked(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let made {
      return made.value
    }
    let instance = MadeInstance(make())
    made = instance
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(published, to: PublishedInstance<Value>.self).reference
        .store(.passUnretained(instance), ordering: .releasing)
    }
    return instance.value
  }
}

/// The instance of a ``SingleScope``, boxed so that one atomic word can publish it whatever `Value` is.
@usableFromInline
final class MadeInstance<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @usableFromInline init(_ value: Value) {
    self.value = value
  }
}

/// The instance of one ``SingleScope`` once it is made: stored once (with release ordering) under the scope's lock,
/// loaded (with acquire ordering) without it. Unretained: the scope's `made` keeps it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class PublishedInstance<Value>: @unchecked Sendable {
  @usableFromInline let reference = Atomic<Unmanaged<MadeInstance<Value>>?>(nil)

  @usableFromInline init() {}
}
