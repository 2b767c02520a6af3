/// A component of the graph, with what is registered to it.
package struct ComponentNode: Hashable, Sendable {
  package var declaration: ComponentDeclaration
  /// The resolved parent component's name, for a subcomponent whose parent is known.
  package var parent: String?
  /// Subcomponents whose parent is this component, sorted.
  package var children: [String]
  /// Every binding registered here; more than one for a key is a duplicate.
  package var bindings: [BindingKey: [Binding]]

  package var name: String { declaration.name }

  package init(declaration: ComponentDeclaration) {
    self.declaration = declaration
    self.parent = nil
    self.children = []
    self.bindings = [:]
  }
}
