/// Checks `components:` of `root` in `.sword.yml` (or `--component` in build-system mode): each name must be a root
/// component of the graph, not a subcomponent and not an unknown name (which gets a "did you mean").
///
/// A name from `.sword.yml` has the place it is written; one from the command line has none.
package enum RootSelection {
  package typealias Name = (name: String, location: SourceLocation?)

  package static func problems(_ selected: [Name], graph: BindingGraph) -> [Diagnostic] {
    let roots = graph.componentNames.filter { graph.components[$0]?.parent == nil }
    return selected.compactMap { name -> Diagnostic? in
      if roots.contains(name.name) { return nil }
      if let node = graph.components[name.name], let parent = node.parent {
        return Diagnostic(
          .unknownComponent,
          "'\(name.name)' in 'components' is a subcomponent of '\(parent)'; list root components only (their "
            + "subcomponents come with them)", at: name.location)
      }
      let near = Suggestion.nearest(to: name.name, in: roots, maxDistance: 3).map { "did you mean '\($0)'? " } ?? ""
      return Diagnostic(
        .unknownComponent,
        "'\(name.name)' in 'components' is not a root component of the workspace; \(near)the root components are "
          + roots.map { "'\($0)'" }.joined(separator: ", "), at: name.location)
    }
  }
}
