import Foundation

/// Where a component keeps its scoped instances. The `@Component` and `@Subcomponent` macros add one as
/// `_swordStorage`; Sword's generated code reads it, and you do not call it yourself.
///
/// The generated code numbers a component's scoped bindings and asks the storage for each by its number, with
/// the closure that makes the instance:
///
/// ```swift
/// extension AppComponent {
///   var player: Player {
///     _swordStorage.weakReference(0) { Player() }
///   }
///   var userRepository: UserRepository {
///     _swordStorage.single(1) { UserRepository(apiClient: self.apiClient) }
///   }
/// }
/// ```
///
/// The storage keeps one slot per number in a table that grows when a lookup asks for a number it has not reached
/// yet. Reaching the current table takes no lock, and neither does reading a `.single` instance once it is made:
/// both are published with an atomic store and read with an atomic load where the `Synchronization` module's
/// atomics are available (always on Linux; macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 and later on Apple
/// platforms). On earlier systems every lookup takes a lock.
public final class ComponentStorage: @unchecked Sendable {
  /// Guards `tables` and serialises the lookups that grow the table.
  private let lock = NSLock()
  /// Every table made, the current one last, under `lock`. A grown table replaces the published one, but the older
  /// ones stay alive: a lookup may still be reading one it loaded before (their slots are the same objects).
  private var tables: [ScopeTable] = []
  /// The current table, for the lock-free lookups.
  @usableFromInline let published: Publication
  private var overridesObject: AnyObject?

  /// The bindings a test replaced, when the component was made with `init(…, overrides:)` (generated with
  /// `test_overrides: true`, in DEBUG builds only). Set once, before the component is shared.
  public var overrides: AnyObject? { overridesObject }

  /// Called by the generated `init(…, overrides:)` right after the component's own initializer, before anything
  /// else can see the component.
  public func setOverrides(_ overrides: AnyObject) {
    overridesObject = overrides
  }

  /// Creates empty storage; the scope table is made on the first scoped lookup.
  public init() {
    published = Publication(orElse: lock)
  }

  /// The instance of the component's `.single` binding numbered `slot`, made by `make` on the first call only;
  /// later calls return it without a lock. When several threads ask at once, `make` runs exactly once and all of
  /// them get its result.
  ///
  /// Contract: every call for one `slot` passes the same `Value` and scope (the generated code does: one accessor
  /// per number); instances are kept untyped and handed back with `unsafeDowncast`, so no dynamic cast is paid on
  /// each lookup. `make` runs under the slot's own lock: it may resolve other scoped bindings, never this one.
  ///
  /// Always inlined in optimised builds, so that the closure is only formed on the slow path: left to itself the
  /// optimiser shared one out-of-line copy between accessors, which retained the component on every lookup and took
  /// 2.3× the time of a lock-protected lazy property instead of 0.9×. Debug builds call it (no code per accessor).
  @inlinable @inline(__always)
  public func single<Value>(_ slot: Int, _ make: () -> Value) -> Value {
    if let made = madeInstance(slot) {
      return made._withUnsafeGuaranteedRef { unsafeDowncast($0, to: MadeInstance<Value>.self).value }
    }
    return self.slot(slot).single(make)
  }

  /// The instance of the component's `.weakReference` binding numbered `slot`: the one made before while anyone
  /// still holds it, else a new one from `make`, kept weakly. Same contract as ``single(_:_:)``; `make` runs under
  /// the slot's lock.
  @inlinable
  public func weakReference<Value: AnyObject>(_ slot: Int, _ make: () -> Value) -> Value {
    self.slot(slot).weakReference(make)
  }

  /// The hot path of ``single(_:_:)``: the instance of slot `slot` if the table holds the slot and the instance is
  /// made, unretained, read with two atomic loads and no lock; else `nil`. Nothing is retained on the way, and the
  /// caller's closure is not touched: a dozen instructions.
  @inlinable
  func madeInstance(_ slot: Int) -> Unmanaged<AnyObject>? {
    published.current?._withUnsafeGuaranteedRef { object -> Unmanaged<AnyObject>? in
      let slots = unsafeDowncast(object, to: ScopeTable.self).slots
      return slot < slots.count ? slots[slot].madeInstance : nil
    }
  }

  /// The slot numbered `slot`, from the published table without a lock when it holds it, else from
  /// ``growingTable(to:)``.
  @usableFromInline
  func slot(_ slot: Int) -> ScopeSlot {
    if let table = published.current {
      let slots = unsafeDowncast(table.takeUnretainedValue(), to: ScopeTable.self).slots
      if slot < slots.count { return slots[slot] }
    }
    return growingTable(to: slot)
  }

  /// The lookups past the current table's end (and every lookup where atomics are unavailable): under the lock,
  /// returns the slot, first replacing the table with one of at least twice the slots if it does not hold it yet,
  /// and publishing that for the lock-free reads. The slots already made move to the new table.
  func growingTable(to slot: Int) -> ScopeSlot {
    precondition(slot >= 0, "a scope slot's number is never negative")
    lock.lock()
    defer { lock.unlock() }
    let current = tables.last?.slots ?? []
    if slot < current.count {
      return current[slot]
    }
    let table = ScopeTable(slots: current + (current.count..<max(slot + 1, current.count * 2)).map { _ in ScopeSlot() })
    tables.append(table)
    published.publish(table)
    return table.slots[slot]
  }
}
