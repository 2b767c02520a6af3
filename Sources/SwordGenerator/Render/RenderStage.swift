/// The render stage: the generated texts of a valid graph, in `output.parts` files; none when the graph has errors.
package enum RenderStage {
  package static func render(_ validated: ValidatedGraph, to output: OutputLocation) -> RenderedOutput {
    renderKeepingPieces(validated, to: output).output
  }

  /// ``render(_:to:)``, with each generated component's ``ComponentPieces`` by name and each part's head (none when
  /// the graph has errors): what a later run that rebuilds some components takes the others' text from.
  package static func renderKeepingPieces(
    _ validated: ValidatedGraph, to output: OutputLocation
  ) -> (output: RenderedOutput, pieces: [String: ComponentPieces], heads: [String]) {
    let graph = validated.graph
    let bindings = graph.components.values.reduce(0) { $0 + $1.bindings.count }
    var files: [GeneratedFile]?
    var pieces: [String: ComponentPieces] = [:]
    var heads: [String] = []
    if !validated.hasErrors {
      let names = graph.generatedComponentNames
      let assembled = Renderer.assemble(
        Renderer.pieces(of: names, graph: graph, parts: output.parts), graph: graph, to: output.path,
        parts: output.parts)
      files = assembled.files
      pieces = Dictionary(zip(names, assembled.pieces)) { first, _ in first }
      heads = assembled.heads
    }
    let rendered = RenderedOutput(
      diagnostics: validated.diagnostics, files: files, components: graph.components.count, bindings: bindings)
    return (rendered, pieces, heads)
  }
}
