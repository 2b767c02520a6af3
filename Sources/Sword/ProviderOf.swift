/// Asks the component again on each ``get()``. Ask for `Provider<T>` instead of `T` in an `@Injected` initializer
/// or a `@Provider` function to create a new `T` whenever you need one (or, for a scoped binding, to fetch the
/// shared instance later), or to break a dependency cycle:
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class Downloader {
///   private let makeTask: Provider<DownloadTask>
///   @Injected
///   init(makeTask: Provider<DownloadTask>) { self.makeTask = makeTask }
///   func start() { makeTask.get().resume() }  // a new DownloadTask each time
/// }
/// ```
public struct Provider<Value> {
  private let make: () -> Value

  /// Wraps `make`, called on every ``get()``. Sword's generated code creates these.
  public init(_ make: @escaping () -> Value) {
    self.make = make
  }

  /// A value from the component: a new one for an unscoped binding, the shared one for a scoped binding.
  public func get() -> Value { make() }

  /// The same as ``get()``, so that a provider can be called like a function: `makeTask()`.
  public func callAsFunction() -> Value { make() }
}
