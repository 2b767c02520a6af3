import Foundation

/// Where a component keeps its scoped instances. The `@Component` and `@Subcomponent` macros add one as
/// `_swordStorage`; Sword's generated code reads it, and you do not call it yourself.
///
/// The generated code defines one class per component holding a `SingleScope` or `WeakReferenceScope` for each
/// scoped binding, and reaches it through ``scopes(_:)``:
///
/// ```swift
/// private final class _AppComponentScopes: Sendable {
///   let userRepository = Sword.SingleScope<UserRepository>()
/// }
/// extension AppComponent {
///   private var _swordScopes: _AppComponentScopes { _swordStorage.scopes(_AppComponentScopes.init) }
/// }
/// ```
public final class ComponentStorage: @unchecked Sendable {
  private let lock = NSLock()
  private var scopesObject: AnyObject?
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
  public init() {}

  /// Returns the component's scopes object, calling `make` to create it on the first call only. When several
  /// threads ask at once, exactly one object is made and all of them get it.
  ///
  /// Contract: every call on one storage passes the same `Scopes` type (the generated code does: one scopes
  /// class per component). The object is kept untyped and handed back with `unsafeDowncast`, so no dynamic
  /// cast is paid on each access. `make` runs under the storage's lock and must not call back into it.
  public func scopes<Scopes: AnyObject>(_ make: () -> Scopes) -> Scopes {
    lock.lock()
    defer { lock.unlock() }
    if let scopesObject {
      return unsafeDowncast(scopesObject, to: Scopes.self)
    }
    let made = make()
    scopesObject = made
    return made
  }
}
