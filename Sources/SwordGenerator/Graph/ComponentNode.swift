/// A component of the graph, with what is registered to it.
public struct ComponentNode: Hashable, Sendable {
  public var declaration: ComponentDeclaration
  /// The resolved parent component's name, for a subcomponent whose parent is known.
  public var parent: String?
  /// Subcomponents whose parent is this component, sorted.
  public var children: [String]
  /// Every binding registered here; more than one for a key is a duplicate.
  public var bindings: [BindingKey: [Binding]]

  public var name: String { declaration.name }

  public init(declaration: ComponentDeclaration) {
    self.declaration = declaration
    self.parent = nil
    self.children = []
    self.bindings = [:]
  }
}
