import Foundation

/// The lookups of scoped bindings whose creation may fail or suspend (`throws` / `async` providers and
/// initializers, or bindings that need one). Same keys and contract as ``ComponentStorage/single(_:_:)``:
///
/// ```swift
/// extension AppComponent {
///   func database() async throws -> Database {
///     try await _swordStorage.asyncSingle(0x1B2C_3D4E) { try await Database(config: self.config) }
///   }
///   func keychain() throws -> Keychain {
///     try _swordStorage.throwingSingle(0x5F60_7182) { try Keychain(service: self.service) }
///   }
/// }
/// ```
///
/// A creation that throws keeps nothing: the error reaches the caller and the next lookup tries again.
extension ComponentStorage {
  /// The `.single` instance keyed `key`, made by `make`, which may throw; kept once made.
  @inlinable
  public func throwingSingle<Value, Failure: Error>(_ key: Int, _ make: () throws(Failure) -> Value) throws(Failure)
    -> Value
  {
    if let made = madeInstance(key) {
      return made._withUnsafeGuaranteedRef { unsafeDowncast($0, to: MadeInstance<Value>.self).value }
    }
    return try slot(key).singleLocked(make)
  }

  /// The `.weakReference` instance keyed `key`, made by `make`, which may throw, and held weakly.
  @inlinable
  public func throwingWeakReference<Value: AnyObject, Failure: Error>(
    _ key: Int, _ make: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try slot(key).weakReference(make)
  }

  /// The `.single` instance keyed `key`, made by the async `make` (which may throw) the first time, in a task of its
  /// own that every concurrent request awaits: made once however many tasks ask, not kept when it throws, and not
  /// cancelled with the task that asked first. `make` keeps its isolation (`@MainActor` accessors' run on the main
  /// actor).
  public func asyncSingle<Value, Failure: Error>(
    _ key: Int, isolation: isolated (any Actor)? = #isolation, _ make: @escaping () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await slot(key).creation(keepsWeakly: false).value(isolation: isolation, make)
  }

  /// The `.weakReference` instance keyed `key`: the one made before while anyone holds it, else one made by the
  /// async `make` as ``asyncSingle(_:isolation:_:)`` makes it, then held weakly.
  public func asyncWeakReference<Value: AnyObject, Failure: Error>(
    _ key: Int, isolation: isolated (any Actor)? = #isolation, _ make: @escaping () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await slot(key).creation(keepsWeakly: true).value(isolation: isolation, make)
  }
}

extension ScopeSlot {
  /// The slot's async creation, made on first use (an async binding's slot holds nothing else).
  @usableFromInline
  func creation(keepsWeakly: Bool) -> AsyncCreation {
    lock.lock()
    defer { lock.unlock() }
    if let held { return unsafeDowncast(held, to: AsyncCreation.self) }
    let creation = AsyncCreation(keepsWeakly: keepsWeakly)
    held = creation
    return creation
  }
}
