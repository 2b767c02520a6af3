import SwordGenerator
import SwordTestSupport

/// The small graph the export tests draw (`Fixtures/GraphExport/SmallGraph`): a component with an argument, a `boundTo:` binding, providers (one
/// generic), a weak scope, and a subcomponent with an assisted and a `@MainActor` binding.
enum SmallGraph {
  /// `Fixtures/GraphExport/SmallGraph`: the inputs under `Sources/<module>/`, the expected exports beside them.
  static let folder = Repository.fixtures.appendingPathComponent("GraphExport/SmallGraph")

  static let fixture = GraphFixture(
    ["Core", "App"].reduce(into: [:]) { modules, module in
      let file = folder.appendingPathComponent("Sources/\(module)/\(module).swift")
      // A missing input is a broken checkout; the tests using the graph fail on its diagnostics.
      modules[module] = [(try? String(contentsOf: file, encoding: .utf8)) ?? ""]
    })

  /// The graph, checked to be valid.
  static func graph() -> BindingGraph {
    let (graph, diagnostics) = fixture.build()
    precondition(diagnostics.isEmpty, "the small graph must be valid: \(diagnostics.map(\.rendered))")
    return graph
  }

  /// The export of the whole graph, or of `component`, with paths relative to `/ws`.
  static func export(component: String? = nil) throws -> ExportGraph {
    try ExportGraphBuilder.build(graph(), component: component, relativeTo: "/ws")
  }
}
