/// A weak reference to a scoped binding's instance (Blade's `@WeakInject`). Ask for `Weak<T>` instead of `T` to
/// use a shared instance without keeping it alive, for example to point back at an owner without a retain cycle:
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class ChildCoordinator {
///   private let parent: Weak<AppCoordinator>
///   @Injected
///   init(parent: Weak<AppCoordinator>) { self.parent = parent }
///   func finish() { parent.value?.childDidFinish() }
/// }
/// ```
///
/// Sword only accepts `Weak<T>` for a binding scoped with `.single` or `.weakReference` (an unscoped instance would
/// be released at once).
public struct Weak<Value: AnyObject> {
  /// The instance, while something else keeps it alive.
  public weak var value: Value?

  /// Keeps a weak reference to `value`. Sword's generated code creates these.
  public init(_ value: Value) {
    self.value = value
  }
}
