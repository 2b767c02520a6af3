/// One component's share of the generated code: its text for each part of the output (see ``OutputParts``) and
/// what decides the file's imports. The files are these pieces joined in component-name order under the imports, so
/// a run that rebuilds some components only renders theirs and takes the others' from the last run (see
/// `Cache/IncrementalGraph.swift`).
package struct ComponentPieces: Sendable, Equatable {
  /// The text of each part, `""` where the component has nothing.
  package var texts: [String]
  /// The modules declaring the component and its bindings, and the files declaring them (whose imports the
  /// generated code repeats), sorted.
  package var modules: [String]
  package var files: [String]
  /// The names each part's text may need a scoped import for (see ``ScopedImports``), once found.
  package var names: Names?

  package struct Names: Sendable, Equatable {
    /// Whether they were looked for among every workspace type or only among those named like Sword's own (the
    /// choice ``ScopedImports`` makes from the file's imports): found under the other choice, they are found again.
    package var allTypes: Bool
    package var perPart: [Set<String>]
  }
}
