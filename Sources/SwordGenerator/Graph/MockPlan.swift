/// The DEBUG-only `static func mock(…)` of one `@Dependency` type (`generateMock: true`, or `generate_mocks: true`
/// for its package): the type built as its component builds it, from the real graph, in the type's own module.
/// Every binding of its subtree is a node: one the module can build is built (its parameter, when passed,
/// replaces it), one it cannot (a component argument, a type the module cannot see) is a parameter the caller
/// must pass. ``MockPlanner`` makes the plans; ``MockRenderer`` writes them.
///
/// ```swift
/// // @Dependency(registeredTo: FeedComponent.self, scopedWith: .single, generateMock: true)
/// // final class FeedViewModel { @Injected init(api: APIClient) }
/// let viewModel = FeedViewModel.mock(config: Config(baseURL: "x"), apiClient: FakeAPIClient())
/// ```
package struct MockPlan: Sendable {
  /// One binding of the mocked type's subtree.
  package struct Node: Sendable {
    package var binding: Binding
    /// The mock's parameter for it: a label, unique in the mock.
    package var parameter: String
    /// Whether the mock can build it (its parameter then has a default, `nil`); a node it cannot build must be
    /// passed.
    package var isBuilt: Bool
  }

  /// The mocked type's binding.
  package var binding: Binding
  /// The module the mock is written in: the type's.
  package var module: String
  /// The subtree's bindings, in parameter order: those that must be passed first, then the others, each group in
  /// name order.
  package var nodes: [Node]
  /// The mock's access level: the type's, no wider than every parameter's type allows.
  package var access: AccessLevel
  /// The `#if` conditions the mock is written under (its type's and its component's).
  package var condition: [String]
  /// The mocked type's name as its own module spells it (`FeedViewModel`, `Feed.ViewModel`).
  package var typeName: String
}

extension MockPlan {
  /// The name of the function in the mock that gives `node`'s value: `_sword_apiClient`.
  static func localName(of parameter: String) -> String { "_sword_" + SwiftName.unescaped(parameter) }
}
