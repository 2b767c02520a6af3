/// How long a scoped binding's instance lives, passed as `scopedWith:` to `@Dependency` or `@Provider`.
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
/// final class UserRepository { ... }
/// ```
public enum Scope: Sendable {
  /// One instance per component: created on first use, then shared for the component's whole lifetime.
  case single
  /// One instance shared while anyone holds it; the component keeps only a weak reference, so the instance is
  /// created anew after the last holder releases it. Only classes (and actors) can be scoped this way.
  case weakReference
}
