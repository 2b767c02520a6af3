import Foundation
import Synchronization

/// Where a component keeps its scoped instances. The `@Component` and `@Subcomponent` macros add one as
/// `_swordStorage`; Sword's generated code reads it, and you do not call it yourself.
///
/// The generated code defines one class per component holding a `SingleScope` or `WeakReferenceScope` for each
/// scoped binding, and reaches it through ``scopes(_:_:)``:
///
/// ```swift
/// private final class _AppComponentScopes: Sendable {
///   let userRepository = Sword.SingleScope<UserRepository>()
/// }
/// extension AppComponent {
///   var userRepository: UserRepository {
///     _swordStorage.scopes(_AppComponentScopes.init) { $0.userRepository.get { UserRepository() } }
///   }
/// }
/// ```
///
/// Once the scopes object is made, reaching it takes no lock: it is published with an atomic store and read with
/// an atomic load where the `Synchronization` module's atomics are available (always on Linux; macOS 15, iOS 18,
/// tvOS 18, watchOS 11, visionOS 2 and later on Apple platforms). On earlier systems every call takes the lock.
public final class ComponentStorage: @unchecked Sendable {
  /// Guards `scopesObject` and serialises the first calls, so that `make` runs once.
  @usableFromInline let lock = NSLock()
  /// The scopes object once made, under `lock`; it also keeps the object alive for the unretained `published`.
  @usableFromInline var scopesObject: AnyObject?
  /// A ``PublishedScopes`` where atomics are available, else `lock` (never read then). Not optional, and downcast
  /// without a check, so that the lock-free path costs no retain.
  @usableFromInline let published: AnyObject
  private var overridesObject: AnyObject?

  /// The bindings a test replaced, when the component was made with `init(…, overrides:)` (generated with
  /// `test_overrides: true`, in DEBUG builds only). Set once, before the component is shared.
  public var overrides: AnyObject? { overridesObject }

  /// Called by the generated `init(…, overrides:)` right after the component's own initializer, before anything
  /// else can see the component.
  public func setOverrides(_ overrides: AnyObject) {
    overridesObject = overrides
  }

  /// Creates empty storage; the scopes object is made on first use.
  public init() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      published = PublishedScopes()
    } else {
      published = lock
    }
  }

  /// Calls `body` with the component's scopes object, calling `make` to create the object on the first call only,
  /// and returns `body`'s result. When several threads ask at once, exactly one object is made and all of them get
  /// it. Once it is made, the object is lent to `body` without a lock and without retaining it.
  ///
  /// Contract: every call on one storage passes the same `Scopes` type (the generated code does: one scopes
  /// class per component). The object is kept untyped and handed back with `unsafeDowncast`, so no dynamic
  /// cast is paid on each access. `make` runs under the storage's lock and must not call back into it; `body`
  /// runs outside it.
  @inlinable
  public func scopes<Scopes: AnyObject, Result>(_ make: () -> Scopes, _ body: (Scopes) -> Result) -> Result {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      let made = unsafeDowncast(published, to: PublishedScopes.self).reference.load(ordering: .acquiring)
    {
      return made._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Scopes.self)) }
    }
    return body(unsafeDowncast(makeScopes { make() }, to: Scopes.self))
  }

  /// Returns the component's scopes object, calling `make` to create it on the first call only, with the same
  /// guarantees and contract as ``scopes(_:_:)``. The object is returned retained; ``scopes(_:_:)`` is cheaper.
  @inlinable
  public func scopes<Scopes: AnyObject>(_ make: () -> Scopes) -> Scopes {
    scopes(make) { $0 }
  }

  /// The first calls (and every call where atomics are unavailable): under the lock, returns the object made
  /// before or makes it, and publishes it for the lock-free reads.
  @usableFromInline
  func makeScopes(_ make: () -> AnyObject) -> AnyObject {
    lock.lock()
    defer { lock.unlock() }
    if let scopesObject {
      return scopesObject
    }
    let made = make()
    scopesObject = made
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(published, to: PublishedScopes.self).reference
        .store(.passUnretained(made), ordering: .releasing)
    }
    return made
  }
}

/// The scopes object of one ``ComponentStorage`` once it is made: stored once (with release ordering) under the
/// storage's lock, loaded (with acquire ordering) without it. Unretained: the storage's `scopesObject` keeps it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class PublishedScopes: @unchecked Sendable {
  @usableFromInline let reference = Atomic<Unmanaged<AnyObject>?>(nil)

  @usableFromInline init() {}
}
