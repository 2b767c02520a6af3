/// How generated code reaches the bindings a construction needs: in a component's accessors through the component
/// (`self.parent.apiClient`, `{ self.postViewModel(postID: $0) }`), in a mock through the members of the mocks'
/// graph (`self.apiClient` in `_SwordMocks`, see ``MockRenderer``). ``Renderer/construct(_:graph:references:)``
/// writes one binding's construction either way.
struct BindingReferences: Sendable {
  /// The expression of the value of `key` as `resolved` answers it (a binding `depth` components up, or nothing),
  /// without the marker of its effects (the whole expression is marked).
  var reach: @Sendable (_ key: BindingKey, _ resolved: (binding: Binding, depth: Int)?, _ graph: BindingGraph) -> String
  /// The closure that answers a factory request of `target` (`depth` components up), passing the closure's
  /// `arguments` (`postID: $0`), `@Sendable` when asked, its call marked with `marker`.
  var factory:
    @Sendable (_ target: Binding, _ depth: Int, _ arguments: String, _ isSendable: Bool, _ marker: String) -> String

  /// Through the component: `self`, `self.parent`…
  static let component = BindingReferences(
    reach: { key, resolved, graph in Renderer.reference(to: key, resolved: resolved, graph: graph) },
    factory: { target, depth, arguments, isSendable, marker in
      let base = String(repeating: ".parent", count: depth) + ".\(target.accessorName)"
      // A `@Sendable` factory holds the component through `Sword.UncheckedSendable` (see `Renderer.factory`).
      let call = marker + (isSendable ? "component.value" : "self") + "\(base)(\(arguments))"
      return isSendable ? "{ [component = Sword.UncheckedSendable(self)] in \(call) }" : "{ \(call) }"
    })
}
