/// The render stage: the generated texts of a valid graph, in `output.parts` files; none when the graph has errors.
package enum RenderStage {
  package static func render(_ validated: ValidatedGraph, to output: OutputLocation) -> RenderedOutput {
    let graph = validated.graph
    let bindings = graph.components.values.reduce(0) { $0 + $1.bindings.count }
    let files = validated.hasErrors ? nil : Renderer.render(graph, to: output.path, parts: output.parts)
    return RenderedOutput(
      diagnostics: validated.diagnostics, files: files, components: graph.components.count, bindings: bindings)
  }
}
