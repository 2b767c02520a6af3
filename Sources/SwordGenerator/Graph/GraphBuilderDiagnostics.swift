/// The wording of the problems ``GraphBuilder`` finds while placing declarations in the graph.
enum GraphBuilderDiagnostics {
  /// `registeredTo:` or `of:` names `reference`, which is no component: suggests a near component name, or says what
  /// the named type is when the workspace declares it.
  static func unknownComponent(
    _ reference: TypeReference, _ what: String, components: some Collection<String>, resolver: TypeResolver
  ) -> Diagnostic {
    var message = "\(what) '\(reference.text)', which is not a @Component or @Subcomponent"
    var notes: [Diagnostic.Note] = []
    let head = TypeResolver.head(of: reference.text)
    let declared = resolver.indexes.lazy.flatMap { $0.types + $0.scannedTypes }.first { $0.name == head }
    if let near = Suggestion.nearest(to: reference.text, in: components) {
      message += "; did you mean '\(near)'?"
    } else if let declared {
      message +=
        "; mark the \(declared.kind.rawValue) '\(declared.name)' @Component (or @Subcomponent(of:)), or "
        + "name a component"
      notes.append(.init("'\(declared.name)' is declared here", at: declared.location))
    } else if components.isEmpty {
      message += "; the workspace declares no component: add @Component to a final class"
    } else {
      // Not the subcomponent itself (named in `what`): it cannot be its own parent.
      let known = components.filter { !what.contains("'\($0)'") }.sorted()
      message +=
        "; the components are " + known.prefix(6).map { "'\($0)'" }.joined(separator: ", ")
        + (known.count > 6 ? " and \(known.count - 6) more" : "")
    }
    return Diagnostic(.unknownComponent, message, at: reference.location, notes: notes)
  }

  /// Subcomponents whose parents lead back to themselves: `cycle` in order, starting at the first by name.
  static func subcomponentCycle(_ cycle: [String], components: [String: ComponentNode]) -> Diagnostic {
    let first = cycle[0]
    let notes: [Diagnostic.Note] = cycle.compactMap { name in
      guard let parent = components[name]?.declaration.parent else { return nil }
      return .init("'\(name)' is a subcomponent of '\(parent.text)' here", at: parent.location)
    }
    return Diagnostic(
      .subcomponentCycle,
      "subcomponents form a cycle: " + (cycle + [first]).joined(separator: " → ")
        + "; a subcomponent's parent chain must end at a @Component: make one of them a @Component, or change its "
        + "'of:'",
      at: components[first]!.declaration.location, notes: notes)
  }
}
