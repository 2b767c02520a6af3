/// Keeps a component's test overrides in its storage: the object the generated `init(…, overrides:)` hands to
/// ``ComponentStorage/setOverrides(_:)`` (with `test_overrides: true`, in DEBUG builds only). It lives in Sword's
/// module, so that the generated code declares no type of its own at file scope, where a workspace type of the same
/// name would clash with it.
public final class OverridesBox<Values> {
  /// The component's `Overrides`.
  public let values: Values

  /// A box holding `values`.
  public init(_ values: Values) {
    self.values = values
  }
}
