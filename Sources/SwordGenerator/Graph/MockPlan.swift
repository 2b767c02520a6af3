/// The DEBUG-only mocks of one module: a `static func mock(…)` for each `@Dependency` type that asks for one
/// (`generateMock: true`, or `generate_mocks: true` for its package), which builds the type as its component
/// would, from the real graph. Every binding the module's mocks reach is a *node* of one graph the mocks share (a
/// class in the module's `Sword.mocks.generated.swift`, made anew by each call): one the module can build is built,
/// unless the caller passed a value for it; one it cannot (a component argument, a type it cannot see) is a value the
/// caller passes. So the code grows with the number of bindings the mocks reach, not with the sum of their
/// subtrees. ``MockPlanner`` makes the plans; ``MockRenderer`` writes them. A feature's test calls one so.
/// From `Fixtures/Testing/Packages/Notes/Tests/NotesTests/NotesViewModelTests.swift`:
///
/// ```swift
/// let model = NotesViewModel.mock(
///   analytics: analytics, appConfig: AppConfig(server: "unused"), notesBackend: PreviewBackend(titles: ["A", "B"]))
/// ```
package struct MockPlan: Sendable {
  /// One binding the module's mocks reach.
  package struct Node: Sendable {
    package var binding: Binding
    /// Its name in the mocks' graph and, unless a mocked type's own `@Assisted` parameter has it, the label of the
    /// mocks' parameter for it: the component's accessor name, unique in the module.
    package var name: String
    /// Whether the module can build it; a node it cannot build is passed by the caller.
    package var isBuilt: Bool
    /// The `#if` conjuncts it is compiled under: those of every binding it reaches (DEBUG aside: the whole file is).
    package var condition: [String] = []
  }

  /// One mocked type.
  package struct Mock: Sendable {
    /// The type's binding.
    package var binding: Binding
    /// The type as its module spells it (`FeedViewModel`, `Feed.ViewModel`).
    package var typeName: String
    /// The node that builds it.
    package var node: String
    /// Its parameters after its own `@Assisted` ones, in order: the nodes that must be passed, then those that may
    /// be, each group in name order, with the label each has (its node's name, or that name with `_` added when a
    /// parameter of the type's own has it).
    package var parameters: [(label: String, node: String)]
    /// The mock's access level: the type's, no wider than every parameter's type allows.
    package var access: AccessLevel
    /// The `#if` conditions it is written under (its type's and its component's).
    package var condition: [String]
  }

  /// The module the mocks are written in.
  package var module: String
  /// Every node, in name order.
  package var nodes: [Node]
  /// The mocked types, in name order.
  package var mocks: [Mock]
  /// The module is built with default `MainActor` isolation: what the mocks do not mark `@MainActor` is written
  /// `nonisolated`, as the component's accessors would be.
  package var isMainActorByDefault = false

  /// A subtree larger than this (in bindings) gives its mock parameters for the type's direct dependencies and for
  /// what must be passed only: a parameter for each of thousands of bindings would cost more to compile than the
  /// graph itself. A deeper binding is then replaced through the dependency that needs it, passed built by its own
  /// mock.
  package static let flatParameterLimit = 32

  /// A binding of the graph as mocks meet it: its component and key.
  struct Site: Hashable {
    var component: String
    var key: BindingKey
    init(_ binding: Binding) {
      component = binding.component
      key = binding.key
    }
  }
}
