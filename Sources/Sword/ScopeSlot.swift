import Foundation
import Synchronization

/// The lock-free index of one component's scoped instances: an open-addressed hash table from the generated code's
/// keys (`_swordStorage.single(0x2F1C_88A0) { … }`) to their ``ScopeSlot``s. Each cell publishes the slot claimed
/// for it (once, never changed), so a reader probes from `key & (count - 1)` through published cells to the one
/// whose slot has its key, and stops at an empty cell. At most half the cells are ever claimed; a storage that needs
/// more makes a table twice the size holding the same slots, and publishes it in place of this one.
@usableFromInline
final class ScopeTable: Sendable {
  /// A power of two of cells, each empty or publishing a ``ScopeSlot``.
  @usableFromInline let cells: [Publication]

  init(capacity: Int, orElse lock: NSLock) {
    cells = (0..<capacity).map { _ in Publication(orElse: lock) }
  }

  /// The slot published for `key`, unretained (the storage keeps it alive), probed without a lock; `nil` when this
  /// table does not hold it yet.
  @inlinable
  func slot(for key: Int) -> Unmanaged<AnyObject>? {
    let mask = cells.count &- 1
    var index = key & mask
    while let claimed = cells[index].current {
      let matches = claimed._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ScopeSlot.self).key == key }
      if matches { return claimed }
      index = (index &+ 1) & mask
    }
    return nil
  }

  /// Publishes `slot` in the first empty cell from its key's (under the storage's lock; the storage keeps it
  /// alive). The caller keeps at least one cell empty.
  func insert(_ slot: ScopeSlot) {
    let mask = cells.count - 1
    var index = slot.key & mask
    while cells[index].current != nil { index = (index + 1) & mask }
    cells[index].publish(slot)
  }
}

/// Where one scoped binding keeps its instance, whatever its type: the one instance of a `.single` binding, or the
/// weak reference of a `.weakReference` one. ``SingleScope`` and ``WeakReferenceScope`` are typed fronts for a slot.
///
/// Once a `.single` instance is made, reading it takes no lock where the `Synchronization` module's atomics are
/// available (see ``ComponentStorage``): it is published with an atomic store and read with an atomic load.
/// A `.weakReference` lookup always takes the slot's lock.
@usableFromInline
final class ScopeSlot: @unchecked Sendable {
  /// The generated code's key for this slot in its component (`0` in a ``SingleScope`` or ``WeakReferenceScope``).
  @usableFromInline let key: Int
  /// Guards `held` and serialises the first calls, so that `make` runs once.
  @usableFromInline let lock = NSLock()
  /// Under `lock`: a `.single` slot's ``MadeInstance`` once made (which keeps it alive for the unretained
  /// `published`), or a `.weakReference` slot's ``WeakInstance``. One slot is only ever used with one `Value`.
  @usableFromInline var held: AnyObject?
  /// The `.single` instance's box once made, for the lock-free reads.
  @usableFromInline let published: Publication

  @usableFromInline init(key: Int = 0) {
    self.key = key
    published = Publication(orElse: lock)
  }

  /// The `.single` instance, made by `make` on the first call only. When several threads ask at once, `make` runs
  /// exactly once and all of them get its result. `make` runs under this slot's lock: it may resolve other scoped
  /// bindings (each has its own slot; the dependency graph has no cycles, so locks are always taken in the same
  /// order), but never this one.
  @inlinable
  func single<Value>(_ make: () -> Value) -> Value {
    if let made = madeInstance {
      return made._withUnsafeGuaranteedRef { unsafeDowncast($0, to: MadeInstance<Value>.self).value }
    }
    return singleLocked(make)
  }

  /// The `.single` instance's box once made, unretained, loaded without a lock; `nil` before, and always where
  /// atomics are unavailable.
  @inlinable
  var madeInstance: Unmanaged<AnyObject>? { published.current }

  /// The first calls (and every call where atomics are unavailable): under the lock, returns the instance made
  /// before or makes it, and publishes it for the lock-free reads. A `make` that throws keeps nothing (`Failure`
  /// is `Never` for the generated code's plain `.single`).
  @inlinable
  func singleLocked<Value, Failure: Error>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let held {
      return unsafeDowncast(held, to: MadeInstance<Value>.self).value
    }
    let instance = MadeInstance(try make())
    held = instance
    published.publish(instance)
    return instance.value
  }

  /// The `.weakReference` instance: the live one if anyone still holds it, else a new one from `make`, kept
  /// weakly. When several threads ask at once, they all get the same instance. `make` runs under this slot's lock
  /// and must not resolve this same binding; when it throws, nothing is kept.
  @inlinable
  func weakReference<Value: AnyObject, Failure: Error>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
    lock.lock()
    defer { lock.unlock() }
    let box: WeakInstance<Value>
    if let held {
      box = unsafeDowncast(held, to: WeakInstance<Value>.self)
    } else {
      box = WeakInstance()
      held = box
    }
    if let value = box.value {
      return value
    }
    let made = try make()
    box.value = made
    return made
  }
}

/// A `.single` instance, boxed so that one atomic word can publish it whatever `Value` is.
@usableFromInline
final class MadeInstance<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @usableFromInline init(_ value: Value) {
    self.value = value
  }
}

/// A `.weakReference` instance, held weakly; read and written under its slot's lock.
@usableFromInline
final class WeakInstance<Value: AnyObject>: @unchecked Sendable {
  @usableFromInline weak var value: Value?

  @usableFromInline init() {}
}

/// A reference published under its owner's lock, stored with release ordering, and loaded without the lock with
/// acquire ordering. Unretained: the owner keeps the object alive. A ``ComponentStorage`` publishes its current scope
/// table through one (again each time the table grows), a ``ScopeSlot`` its `.single` instance (once).
@usableFromInline
struct Publication: @unchecked Sendable {
  /// A ``PublishedReference`` where atomics are available, else the owner's lock (never read then). Not optional,
  /// and downcast without a check, so that the lock-free path costs no retain.
  @usableFromInline let box: AnyObject

  @usableFromInline init(orElse lock: NSLock) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      box = PublishedReference()
    } else {
      box = lock
    }
  }

  /// The object last published, unretained; `nil` before, and always where atomics are unavailable.
  @inlinable
  var current: Unmanaged<AnyObject>? {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
    return unsafeDowncast(box, to: PublishedReference.self).reference.load(ordering: .acquiring)
  }

  /// Publishes `object` (under the owner's lock; the owner keeps it alive). Nothing where atomics are unavailable.
  @inlinable
  func publish(_ object: AnyObject) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(box, to: PublishedReference.self).reference.store(.passUnretained(object), ordering: .releasing)
    }
  }
}

/// The atomic word of a ``Publication``.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class PublishedReference: @unchecked Sendable {
  @usableFromInline let reference = Atomic<Unmanaged<AnyObject>?>(nil)

  @usableFromInline init() {}
}
