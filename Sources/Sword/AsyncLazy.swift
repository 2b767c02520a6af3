/// A value created on the first `await` and then kept: the async form of ``Lazy``. Ask for `AsyncLazy<T>` in an
/// `@Injected` initializer or a `@Provider` function to defer creating `T`, which can be a binding made by an
/// `async` or `throws` provider or initializer (a plain `Lazy<T>` cannot wait for one):
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class SyncService {
///   private let database: AsyncLazy<Database>
///   @Injected
///   init(database: AsyncLazy<Database>) { self.database = database }
///   func sync() async throws { try await database.value.write(…) }  // opened here, once
/// }
/// ```
///
/// When several tasks ask at once, the value is made once and they all get it; a creation that throws keeps
/// nothing, so the next `value` tries again; cancelling the task that asked first does not cancel the creation.
/// `value` runs where its caller does (`nonisolated(nonsending)`), so main-actor code awaits an `AsyncLazy` of a
/// type that is not `Sendable` (a view model's repository) without sending either anywhere.
public final class AsyncLazy<Value> {
  private let creation = AsyncCreation(keepsWeakly: false)
  private let make: () async throws -> Value

  /// Wraps `make`, called on the first ``value`` (again after a failure). Sword's generated code creates these.
  public init(_ make: @escaping () async throws -> Value) {
    self.make = make
  }

  /// The value, created on the first request.
  nonisolated(nonsending) public var value: Value {
    get async throws { try await creation.value(isolation: #isolation, make) }
  }

  /// The value, created on the first request (the same as ``value``).
  nonisolated(nonsending) public func get() async throws -> Value { try await value }
}

extension AsyncLazy: @unchecked Sendable where Value: Sendable {}

/// Asks the component again on each ``get()``: the async form of ``Provider``, for a binding made by an `async` or
/// `throws` provider or initializer (or any other: its accessor is then simply called).
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class Importer {
///   private let openConnection: AsyncProvider<Connection>
///   @Injected
///   init(openConnection: AsyncProvider<Connection>) { self.openConnection = openConnection }
///   func run() async throws { let connection = try await openConnection() … }  // a new connection each time
/// }
/// ```
public struct AsyncProvider<Value> {
  private let make: () async throws -> Value

  /// Wraps `make`, called on every ``get()``. Sword's generated code creates these.
  public init(_ make: @escaping () async throws -> Value) {
    self.make = make
  }

  /// A value from the component: a new one for an unscoped binding, the shared one for a scoped binding. Runs where
  /// its caller does, as ``AsyncLazy/value`` does.
  nonisolated(nonsending) public func get() async throws -> Value { try await make() }

  /// The same as ``get()``, so that a provider can be called like a function: `try await openConnection()`.
  nonisolated(nonsending) public func callAsFunction() async throws -> Value { try await make() }
}
