/// The part of the graph a build registers bindings for, when a run rebuilds only the components an edit can reach
/// (see `Cache/IncrementalGraph.swift`): the bindings registered to `components`, read from the declarations of
/// `modules` (every module whose declarations are registered to one of them). Every component is still in the graph,
/// with its declaration, parent and children; the others have no bindings but their arguments.
package struct BindingSelection: Sendable {
  package var components: Set<String>
  package var modules: Set<String>
  /// The modules whose mocks are planned again (see ``MockPlan``): `components` holds every component their
  /// declarations are registered to, with its ancestors, so each mock's subtree is whole. The others' mocks files
  /// are the stored ones.
  package var mocked: Set<String> = []
}
