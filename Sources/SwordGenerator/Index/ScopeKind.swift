/// The lifetime of a binding, as written with `scopedWith:`.
package enum ScopeKind: String, Hashable, Sendable {
  /// `.single`: one instance per component instance.
  case single
  /// `.weakReference`: shared while someone holds it, created anew after it was released.
  case weakReference
}
