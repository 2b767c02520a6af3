/// The render stage: the generated texts of a valid graph, in `output.parts` files; none when the graph has errors.
///
/// ``graphAndRender(_:settings:output:afterGraph:)`` is the graph and render stages as one, the single road
/// from indexes to generated files: the whole path runs it as it is, the incremental path (``IncrementalGraph``)
/// with a ``Reuse``, its hook, that names the components to build and hands over the stored pieces of the others.
package enum RenderStage {
  package static func render(_ validated: ValidatedGraph, to output: OutputLocation) -> RenderedOutput {
    render(validated, to: output, reusing: nil).output
  }

  /// What a run that rebuilds some components takes from an earlier one: which components the graph holds (given
  /// its frame, see ``BindingSelection``), the stored pieces of every other component and the stored mocks file of
  /// every module whose mocks are not planned again, and the stored heads when they still hold for the fresh pieces.
  package struct Reuse {
    var selecting: (GraphBuilder.ComponentFrame) -> BindingSelection
    var pieces: [String: ComponentPieces]
    /// Each module's mocks file, by module.
    var mocks: [String: GeneratedFile] = [:]
    /// The stored heads, when the fresh pieces (named in place) need the imports their stored ones needed; `nil`:
    /// the files are assembled anew.
    var heads: (_ fresh: [String], _ pieces: inout [String: ComponentPieces], _ graph: BindingGraph) -> [String]?
  }

  /// What the graph and render stages made.
  package struct Built {
    var validated: ValidatedGraph
    var output: RenderedOutput
    /// Each generated component's pieces by name, and each part's head (none when the graph has errors).
    var pieces: [String: ComponentPieces]
    var heads: [String]
    /// Each module's mocks file, by module (also those taken from a ``Reuse``).
    var mocks: [String: GeneratedFile] = [:]
    /// The components whose bindings the graph holds (empty without a ``Reuse``: all of them), and those rendered.
    var selected: Set<String>
    var rendered: [String]
    /// Whether the stored heads were taken (only with a ``Reuse``).
    var reusedHeads: Bool
  }

  /// The graph stage (``GraphStage``), then this one, on the whole graph. `afterGraph` is called between the two.
  package static func graphAndRender(
    _ indexes: [TargetIndex], settings: GraphSettings, output: OutputLocation,
    afterGraph: (ValidatedGraph) -> Void = { _ in }
  ) -> Built {
    let validated = GraphStage.validate(indexes, settings: settings)
    afterGraph(validated)
    return render(validated, to: output, reusing: nil)
  }

  /// The same for only the components `reuse` selects, every other one's pieces the stored ones; `nil` says the
  /// run must take the whole path: the graph has a problem (the whole path reports it), or a stored piece is
  /// missing.
  package static func graphAndRender(
    _ indexes: [TargetIndex], settings: GraphSettings, output: OutputLocation, reusing reuse: Reuse,
    afterGraph: (ValidatedGraph) -> Void = { _ in }
  ) -> Built? {
    let validated = GraphStage.validate(indexes, settings: settings, selecting: reuse.selecting)
    afterGraph(validated)
    guard let selection = validated.selection, validated.diagnostics.isEmpty,
      validated.graph.generatedComponentNames.allSatisfy({ name in
        selection.components.contains(name) || reuse.pieces[name]?.texts.count == max(1, output.parts)
      })
    else { return nil }
    let built = render(validated, to: output, reusing: (reuse, selection))
    // A mocks file that cannot be written is a warning the whole path gives.
    return built.output.diagnostics.isEmpty ? built : nil
  }

  /// ``render(_:to:)``, keeping what a later run that rebuilds some components needs (see ``Built``); with
  /// `reusing`, only its `selected` components are rendered, and every other one has its stored pieces.
  private static func render(
    _ validated: ValidatedGraph, to output: OutputLocation, reusing: (reuse: Reuse, selection: BindingSelection)?
  ) -> Built {
    let graph = validated.graph
    let bindings = graph.components.values.reduce(0) { $0 + $1.bindings.count }
    let names = graph.generatedComponentNames
    var built = Built(
      validated: validated,
      output: RenderedOutput(
        diagnostics: validated.diagnostics, files: nil, components: graph.components.count, bindings: bindings),
      pieces: [:], heads: [], selected: reusing?.selection.components ?? [], rendered: [], reusedHeads: false)
    guard !validated.hasErrors else { return built }
    let fresh = reusing.map { names.filter($0.selection.components.contains) } ?? names
    var pieces = Dictionary(zip(fresh, Renderer.pieces(of: fresh, graph: graph, parts: output.parts))) { first, _ in
      first
    }
    for name in names where pieces[name] == nil { pieces[name] = reusing?.reuse.pieces[name] }
    let storedHeads = reusing?.reuse.heads(fresh, &pieces, graph)
    let ordered = names.compactMap { pieces[$0] }
    let assembled: (files: [GeneratedFile], pieces: [ComponentPieces], heads: [String])
    if let storedHeads {
      assembled = (Renderer.assemble(ordered, heads: storedHeads, to: output.path), ordered, storedHeads)
    } else {
      assembled = Renderer.assemble(ordered, graph: graph, to: output.path, parts: output.parts)
    }
    let mocks = mockFiles(validated, to: output)
    built.mocks = Dictionary(mocks.files.map { ($0.module, $0.file) }) { first, _ in first }
    if let (reuse, selection) = reusing {
      // A stored file goes where this run's mocks of its module go (none in build-system mode).
      for (module, file) in reuse.mocks
      where !selection.mocked.contains(module) && output.mockFiles[module] == file.path {
        built.mocks[module] = file
      }
    }
    built.output.files =
      assembled.files + built.mocks.keys.sorted().compactMap { built.mocks[$0] }
      + validated.testModules.compactMap { plan in
        output.testFiles[plan.module].map { TestModuleRenderer.file(plan, at: $0) }
      }
    built.output.diagnostics = (validated.diagnostics + mocks.diagnostics).sorted()
    built.pieces = Dictionary(zip(names, assembled.pieces)) { first, _ in first }
    built.heads = assembled.heads
    built.rendered = fresh
    built.reusedHeads = storedHeads != nil
    return built
  }

  /// Each module's mocks file (see ``MockRenderer``), in module order, and a `Sword/MockUnavailable` warning for
  /// each type whose module has no place for one (an Xcode project's target). A build system's run (`--index`,
  /// `--modules`, `--xcode-project`: the build-tool plugins) writes no mocks and says nothing of them: `sword
  /// generate` on `.sword.yml` writes them into the sources.
  static func mockFiles(
    _ validated: ValidatedGraph, to output: OutputLocation
  ) -> (files: [(module: String, file: GeneratedFile)], diagnostics: [Diagnostic]) {
    var files: [(module: String, file: GeneratedFile)] = []
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
      files.append((plan.module, MockRenderer.file(plan, graph: validated.graph, at: path)))
    }
    return (files, diagnostics)
  }
}
