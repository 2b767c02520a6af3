import Foundation

/// Where a component keeps its scoped instances. The `@Component` and `@Subcomponent` macros add one as
/// `_swordStorage`; Sword's generated code reads it, and you do not call it yourself.
///
/// The generated code asks the storage for each scoped binding by a key, with the closure that makes the instance:
///
/// ```swift
/// extension AppComponent {
///   var player: Player {
///     _swordStorage.weakReference(0x0C5E_12F4) { Player() }
///   }
///   var userRepository: UserRepository {
///     _swordStorage.single(0x6A20_9B37) { UserRepository(apiClient: self.apiClient) }
///   }
/// }
/// ```
///
/// A key is a hash of the binding's accessor name, so it depends on that binding alone: adding or removing another
/// binding changes no other line of the generated file, and two branches that each add one merge cleanly. Keys are
/// unique within a component (the generator sees to it); any `Int` works, the small numbers of earlier versions too.
///
/// The storage makes one slot per key the first time it is asked for, and indexes the slots in a hash table that
/// reads take without a lock. Reading a `.single` instance once it is made takes no lock either: tables, slots and
/// instances are published with an atomic store and read with an atomic load where the `Synchronization` module's
/// atomics are available (always on Linux; macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 and later on Apple
/// platforms). On earlier systems every lookup takes a lock.
public final class ComponentStorage: @unchecked Sendable {
  /// Guards `slots` and `tables`, and serialises the first lookup of each key.
  private let lock = NSLock()
  /// Every slot made, by key, under `lock`: the index every platform can read, and what keeps the slots alive for
  /// the tables' unretained cells.
  private var slots: [Int: ScopeSlot] = [:]
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

  /// The instance of the component's `.single` binding keyed `key`, made by `make` on the first call only; later
  /// calls return it without a lock. When several threads ask at once, `make` runs exactly once and all of them get
  /// its result.
  ///
  /// Contract: every call for one `key` passes the same `Value` and scope (the generated code does: one accessor
  /// per key); instances are kept untyped and handed back with `unsafeDowncast`, so no dynamic cast is paid on each
  /// lookup. `make` runs under the slot's own lock: it may resolve other scoped bindings, never this one.
  ///
  /// Always inlined in optimised builds, so that the closure is only formed on the slow path: left to itself the
  /// optimiser shares one out-of-line copy between accessors, which retains the component on every lookup. Debug
  /// builds call it (no code per accessor).
  @inlinable @inline(__always)
  public func single<Value>(_ key: Int, _ make: () -> Value) -> Value {
    if let made = madeInstance(key) {
      return made._withUnsafeGuaranteedRef { unsafeDowncast($0, to: MadeInstance<Value>.self).value }
    }
    return slot(key).single(make)
  }

  /// The instance of the component's `.weakReference` binding keyed `key`: the one made before while anyone still
  /// holds it, else a new one from `make`, kept weakly. Same contract as ``single(_:_:)``; `make` runs under the
  /// slot's lock.
  @inlinable
  public func weakReference<Value: AnyObject>(_ key: Int, _ make: () -> Value) -> Value {
    slot(key).weakReference(make)
  }

  /// The hot path of ``single(_:_:)``: the instance keyed `key` if the published table holds its slot and the
  /// instance is made, unretained, read with atomic loads and no lock; else `nil`. Nothing is retained on the way,
  /// and the caller's closure is not touched.
  @inlinable
  func madeInstance(_ key: Int) -> Unmanaged<AnyObject>? {
    published.current?._withUnsafeGuaranteedRef { table -> Unmanaged<AnyObject>? in
      unsafeDowncast(table, to: ScopeTable.self).slot(for: key)?._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: ScopeSlot.self).madeInstance
      }
    }
  }

  /// The slot keyed `key`: from the published table without a lock when it holds it, else from
  /// ``claimingSlot(_:)``.
  @usableFromInline
  func slot(_ key: Int) -> ScopeSlot {
    let published = self.published.current?._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: ScopeTable.self).slot(for: key)
    }
    if let published { return unsafeDowncast(published.takeUnretainedValue(), to: ScopeSlot.self) }
    return claimingSlot(key)
  }

  /// The lookups the published table does not answer (and every lookup where atomics are unavailable): under the
  /// lock, returns the slot keyed `key`, first making it if this is the key's first lookup. A new slot goes into the
  /// current table while that stays at most half full, else into a new table of twice the cells that holds every
  /// slot, published in its place.
  func claimingSlot(_ key: Int) -> ScopeSlot {
    lock.lock()
    defer { lock.unlock() }
    if let slot = slots[key] {
      return slot
    }
    let slot = ScopeSlot(key: key)
    slots[key] = slot
    if let table = tables.last, slots.count * 2 <= table.cells.count {
      table.insert(slot)
    } else {
      var capacity = max(16, tables.last?.cells.count ?? 0)
      while slots.count * 2 > capacity { capacity *= 2 }
      let table = ScopeTable(capacity: capacity, orElse: lock)
      for claimed in slots.values { table.insert(claimed) }
      tables.append(table)
      published.publish(table)
    }
    return slot
  }
}
