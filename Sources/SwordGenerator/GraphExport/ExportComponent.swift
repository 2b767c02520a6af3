/// A component or subcomponent of an ``ExportGraph``: a cluster that holds its bindings and its subcomponents.
package struct ExportComponent: Codable, Hashable, Sendable {
  /// The component's name (`AppComponent`); also its id.
  package var name: String
  /// The module that declares it.
  package var module: String
  /// `true` for a `@Subcomponent`.
  package var isSubcomponent: Bool
  /// The parent cluster, for a subcomponent whose parent is known (and not part of a cycle).
  package var parent: String?
  /// The types of its `arguments:`, in order.
  package var arguments: [String]
  /// `true` when it is only shown as context for `--component`: an ancestor of the focused component, with just
  /// the bindings the focused components use.
  package var isContext: Bool
  /// Where it is declared (`path:line:column`, relative to the workspace when possible).
  package var location: String

  /// A component made from its parts.
  package init(
    name: String, module: String, isSubcomponent: Bool, parent: String?, arguments: [String], isContext: Bool,
    location: String
  ) {
    self.name = name
    self.module = module
    self.isSubcomponent = isSubcomponent
    self.parent = parent
    self.arguments = arguments
    self.isContext = isContext
    self.location = location
  }

  /// The cluster's caption: `@Component · Components`, `@Subcomponent of AppComponent · Components`.
  package var caption: String {
    let kind = isSubcomponent ? "@Subcomponent" + (parent.map { " of \($0)" } ?? "") : "@Component"
    return "\(kind) · \(module)"
  }
}
