import Foundation

/// The graph and render stages for the components an edit can reach, the rest taken from the last clean run's
/// ``GraphMemo``: after one binding is edited in a workspace of hundreds of components, the graph holds the
/// bindings of a few components and only their code is rendered again.
///
/// A component's code and problems depend on its own bindings, its ancestors' (requests are answered upward, and
/// effects and isolation follow requests) and its children's declarations, and on the *frame*: every index without
/// the contents of its dependencies and modules (types, imports, components, diagnostics) and the configuration and
/// workspace. So when the frame is as the memo recorded it, an edit of some targets' dependencies and modules can
/// reach only the components those declarations are (and were) registered to, and their descendants. The graph is
/// built with the bindings of those components and of their ancestors (``BindingSelection``), validated, and their
/// code rendered; every other component's pieces are the memo's. A mocked type's subtree is its component's and its
/// ancestors' (requests are answered upward), so a module's mocks are planned again when the edit reaches a component
/// its declarations are registered to, or the module itself; those components join the selection, and every other
/// module's mocks file is the memo's. Anything else — a frame that changed, a problem found, a memo that does not
/// fit, a test module — sends the run down the whole path, which is always right.
///
/// It runs the one graph-and-render stage (``RenderStage/graphAndRender(_:settings:output:reusing:afterGraph:)``)
/// with a ``RenderStage/Reuse``: the selection, and the memo's pieces and heads.
///
/// ```swift
/// if let result = IncrementalGraph.render(
///   indexes, digests: digests, memo: memo, storedFrameKey: frameKey, workspace: workspace,
///   configurationText: text, settings: settings, output: output)
/// {
///   // result.output is what the whole graph and render stages would give
/// }
/// ```
enum IncrementalGraph {
  /// What a run gives: its output, and the memo (and its key) for the next run.
  struct Result: Sendable {
    var output: RenderedOutput
    var memo: GraphMemo
    var frameKey: String
    /// The components whose bindings were built, and of those the ones whose code was rendered.
    var built: Int
    var rendered: Int
    /// The modules whose mocks were planned and rendered again (the others' files are the memo's).
    var mocked = 0
  }

  /// The digest of `index` without the contents of its dependencies and modules, and without the lines and columns
  /// of its types: a line added above a binding moves the types below it, which only diagnostics would name (and a
  /// run from the memo has none), so such an edit still rebuilds only the components it reaches.
  static func frameDigest(of index: TargetIndex) -> String {
    var frame = index
    frame.dependencies = []
    frame.modules = []
    func unplaced(_ type: TypeDeclaration) -> TypeDeclaration {
      var type = type
      type.location = SourceLocation(file: type.location.file, line: 0, column: 0)
      return type
    }
    frame.types = frame.types.map(unplaced)
    frame.scannedTypes = frame.scannedTypes.map(unplaced)
    return IndexCache.digest(of: IndexCodec.encode(frame))
  }

  /// Each index's ``frameDigest(of:)``: the one `memo` recorded for a target whose index it recorded (the same module
  /// at the same position, the same index digest), made again for the others.
  static func frameDigests(of indexes: [TargetIndex], digests: [String?], memo: GraphMemo?) -> [String] {
    let recorded =
      memo.flatMap { memo in
        memo.targets.count == indexes.count && digests.count == indexes.count
          && zip(memo.targets, indexes).allSatisfy { $0.moduleName == $1.moduleName } ? memo.targets : nil
      } ?? []
    return indexes.indices.map { position in
      if !recorded.isEmpty, recorded[position].indexDigest == digests[position] {
        return recorded[position].frameDigest
      }
      return frameDigest(of: indexes[position])
    }
  }

  /// The key of everything but the dependencies' and modules' contents: the configuration (as ``RunCache`` keys
  /// it), every target of the workspace, and each target's frame digest.
  static func frameKey(configurationText: String, workspace: Workspace, frameDigests: [String]) -> String? {
    RunCache.key(
      configurationText: "graph frame\n" + configurationText, workspace: workspace, indexDigests: frameDigests)
  }

  /// The output for `indexes` (the workspace's targets', in order, with their index `digests`) from `memo`, stored
  /// under `storedFrameKey`; `nil` when it cannot be made this way.
  static func render(
    _ indexes: [TargetIndex], digests: [String], memo: GraphMemo, storedFrameKey: String, workspace: Workspace,
    configurationText: String, settings: GraphSettings, output: OutputLocation
  ) -> Result? {
    // A test module replaces bindings of a copy of the whole graph: a run with one goes down the whole path.
    guard memo.targets.count == indexes.count, digests.count == indexes.count,
      zip(memo.targets, indexes).allSatisfy({ $0.moduleName == $1.moduleName }), settings.testModules.isEmpty
    else { return nil }
    let changed = indexes.indices.filter { memo.targets[$0].indexDigest != digests[$0] }
    let frameDigests = frameDigests(of: indexes, digests: digests, memo: memo)
    guard
      let frameKey = frameKey(
        configurationText: configurationText, workspace: workspace, frameDigests: frameDigests),
      frameKey == storedFrameKey
    else { return nil }

    let reuse = RenderStage.Reuse(
      selecting: { frame in
        var registrations = memo.targets.map { Set($0.registrations) }
        for position in changed { registrations[position].formUnion(frame.registrations(of: indexes[position])) }
        let edited = changed.reduce(into: Set<String>()) { $0.formUnion(registrations[$1]) }
        var selected = frame.family(of: edited)
        // A mock reaches its component and the ancestors: the edit reaches it when it reaches that component.
        let reached = frame.descendants(of: edited)
        let mocked = indexes.indices.filter { position in
          changed.contains(position)
            || (memo.mocks[indexes[position].moduleName] != nil && !registrations[position].isDisjoint(with: reached))
        }
        selected.formUnion(frame.ancestors(of: mocked.reduce(into: Set<String>()) { $0.formUnion(registrations[$1]) }))
        let modules = indexes.indices.filter { position in
          changed.contains(position) || !registrations[position].isDisjoint(with: selected)
        }.map { indexes[$0].moduleName }
        return BindingSelection(
          components: selected, modules: Set(modules), mocked: Set(mocked.map { indexes[$0].moduleName }))
      },
      pieces: memo.pieces, mocks: memo.mocks,
      heads: { fresh, pieces, graph in
        sameHeads(fresh: fresh, pieces: &pieces, memo: memo, graph: graph, parts: output.parts) ? memo.heads : nil
      })
    guard let built = RenderStage.graphAndRender(indexes, settings: settings, output: output, reusing: reuse) else {
      return nil
    }
    let graph = built.validated.graph
    let names = graph.generatedComponentNames

    var next = memo
    for position in changed {
      next.targets[position] = target(
        indexes[position], indexDigest: digests[position], frameDigest: frameDigests[position],
        registrations: graph.registrations)
    }
    // Pieces a whole assembly may have given new names are encoded again, with the rendered ones.
    let renamed = built.reusedHeads ? Set(built.rendered) : Set(names)
    next.replacePieces(built.pieces, rendered: renamed)
    next.heads = built.heads
    next.mocks = built.mocks
    for name in built.selected { next.bindingCounts[name] = graph.components[name]?.bindings.count ?? 0 }
    let bindings = graph.componentNames.reduce(0) { $0 + (next.bindingCounts[$1] ?? 0) }
    let components = graph.components.count
    _ = consume graph
    let files = built.output.files
    let (selected, rendered, mocked) = (built.selected.count, built.rendered.count, built.validated.mocks.count)
    releaseAside(consume built)
    return Result(
      output: RenderedOutput(diagnostics: [], files: files, components: components, bindings: bindings),
      memo: next, frameKey: frameKey, built: selected, rendered: rendered, mocked: mocked)
  }

  /// Whether the freshly rendered pieces need the imports the memo's pieces of the same components needed (the same
  /// modules, files and scoped type names): then the heads of the last run hold, and the fresh pieces get their
  /// names.
  private static func sameHeads(
    fresh: [String], pieces: inout [String: ComponentPieces], memo: GraphMemo, graph: BindingGraph, parts: Int
  ) -> Bool {
    guard memo.heads.count == max(1, parts), let allTypes = memo.pieces.values.first?.names?.allTypes else {
      return false
    }
    for name in fresh {
      guard var piece = pieces[name], let old = memo.pieces[name], old.names?.allTypes == allTypes,
        piece.modules == old.modules, piece.files == old.files
      else { return false }
      let names = piece.texts.map { ScopedImports.names(in: $0, allTypes: allTypes, graph: graph) }
      guard names == old.names?.perPart else { return false }
      piece.names = .init(allTypes: allTypes, perPart: names)
      pieces[name] = piece
    }
    return true
  }

  /// What the memo records of `index`: its digests, and the components its declarations are registered to (see
  /// ``BindingGraph/registrations``).
  private static func target(
    _ index: TargetIndex, indexDigest: String, frameDigest: String, registrations: [String: Set<String>]
  ) -> GraphMemo.Target {
    GraphMemo.Target(
      moduleName: index.moduleName, indexDigest: indexDigest, frameDigest: frameDigest,
      registrations: (registrations[index.moduleName] ?? []).sorted())
  }

  /// What a memo keeps of a whole graph: the components each module's declarations are registered to, and each
  /// component's number of bindings. Small, so that the graph itself can be freed before the memo is made.
  struct GraphFacts: Sendable {
    var registrations: [String: Set<String>]
    var bindingCounts: [String: Int]

    init(_ graph: BindingGraph) {
      registrations = graph.registrations
      bindingCounts = graph.components.mapValues(\.bindings.count)
    }
  }

  /// The memo of a whole run (and its frame key): only of a run without a single diagnostic, whose every target has
  /// a digest.
  /// `frameDigests`: each index's ``frameDigest(of:)``, when made already (beside the graph stage).
  static func memo(
    of validated: ValidatedGraph, pieces: [String: ComponentPieces], heads: [String],
    mocks: [String: GeneratedFile] = [:], indexes: [TargetIndex], digests: [String?], frameDigests: [String]? = nil,
    workspace: Workspace, configurationText: String
  ) -> (memo: GraphMemo, frameKey: String)? {
    guard validated.diagnostics.isEmpty else { return nil }
    return memo(
      of: GraphFacts(validated.graph), pieces: pieces, heads: heads, mocks: mocks, indexes: indexes,
      digests: digests, frameDigests: frameDigests, workspace: workspace, configurationText: configurationText)
  }

  /// The same from the `facts` of a graph without a single diagnostic (`mocks`: each module's mocks file).
  static func memo(
    of facts: GraphFacts, pieces: [String: ComponentPieces], heads: [String], mocks: [String: GeneratedFile] = [:],
    indexes: [TargetIndex], digests: [String?], frameDigests: [String]? = nil, workspace: Workspace,
    configurationText: String
  ) -> (memo: GraphMemo, frameKey: String)? {
    guard digests.count == indexes.count else { return nil }
    let known = digests.compactMap { $0 }
    guard known.count == indexes.count else { return nil }
    let frameDigests =
      frameDigests?.count == indexes.count
      ? frameDigests! : parallelMap(count: indexes.count) { frameDigest(of: indexes[$0]) }
    guard
      let frameKey = frameKey(configurationText: configurationText, workspace: workspace, frameDigests: frameDigests)
    else { return nil }
    let targets = indexes.indices.map { position in
      target(
        indexes[position], indexDigest: known[position], frameDigest: frameDigests[position],
        registrations: facts.registrations)
    }
    return (
      GraphMemo(targets: targets, pieces: pieces, bindingCounts: facts.bindingCounts, heads: heads, mocks: mocks),
      frameKey
    )
  }
}
