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
    var diagnostics = validated.diagnostics
    if !validated.hasErrors {
      let names = graph.generatedComponentNames
      let assembled = Renderer.assemble(
        Renderer.pieces(of: names, graph: graph, parts: output.parts), graph: graph, to: output.path,
        parts: output.parts)
      let mocks = mockFiles(validated, to: output)
      files =
        assembled.files + mocks.files
        + validated.testModules.compactMap { plan in
          output.testFiles[plan.module].map { TestModuleRenderer.file(plan, at: $0) }
        }
      diagnostics = (diagnostics + mocks.diagnostics).sorted()
      pieces = Dictionary(zip(names, assembled.pieces)) { first, _ in first }
      heads = assembled.heads
    }
    let rendered = RenderedOutput(
      diagnostics: diagnostics, files: files, components: graph.components.count, bindings: bindings)
    return (rendered, pieces, heads)
  }

  /// Each module's mocks file (see ``MockRenderer``), in module order, and a `Sword/MockUnavailable` warning for
  /// each type whose module has no place for one (an Xcode project's target). A build system's run (`--index`,
  /// `--modules`, `--xcode-project`: the build-tool plugins) writes no mocks and says nothing of them: `sword
  /// generate` on `.sword.yml` writes them into the sources.
  static func mockFiles(
    _ validated: ValidatedGraph, to output: OutputLocation
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    var files: [GeneratedFile] = []
    var diagnostics: [Diagnostic] = []
    guard !output.mockFiles.isEmpty else { return ([], []) }
    for plan in validated.mocks {
      guard let path = output.mockFiles[plan.module] else {
        diagnostics += plan.mocks.map { mock in
          Diagnostic(
            .mockUnavailable,
            "'\(mock.typeName)' gets no mock(): Sword writes mocks into the targets of Swift packages, and module "
              + "'\(plan.module)' is an Xcode project's target; move the type into a package, or write its mock by "
              + "hand",
            at: mock.binding.location, severity: .warning)
        }
        continue
      }
      files.append(MockRenderer.file(plan, graph: validated.graph, at: path))
    }
    return (files, diagnostics)
  }
}
