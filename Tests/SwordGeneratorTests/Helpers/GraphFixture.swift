import SwordGenerator

/// Builds a graph from in-memory modules: `[module: [marked sources]]`; the root module is "App".
struct GraphFixture {
  var sources: [String: [MarkedSource]]
  var rootModule = "App"
  /// Modules built with `.defaultIsolation(MainActor.self)`.
  var mainActorModules: Set<String> = []
  /// Each module's package folder, for `package` access.
  var packageOfModule: [String: String] = [:]

  init(_ modules: [String: [String]], rootModule: String = "App") {
    var sources: [String: [MarkedSource]] = [:]
    for (module, texts) in modules {
      sources[module] = texts.enumerated().map { MarkedSource($1, path: "/ws/Sources/\(module)/File\($0).swift") }
    }
    self.sources = sources
    self.rootModule = rootModule
  }

  var indexes: [TargetIndex] {
    sources.keys.sorted().map { module in
      TargetIndexer.index(moduleName: module, sources: sources[module]!.map { ($0.path, $0.text) })
    }
  }

  /// The graph and every diagnostic: indexing, building and validation.
  func build() -> (graph: BindingGraph, diagnostics: [Diagnostic]) {
    let indexes = self.indexes
    let (graph, diagnostics) = GraphBuilder.build(
      indexes: indexes, rootModule: rootModule, mainActorModules: mainActorModules, packageOfModule: packageOfModule)
    return (graph, (indexes.flatMap(\.diagnostics) + diagnostics + Validator.validate(graph)).sorted())
  }

  /// The location of `marker` in the `file`-th source of `module`.
  func location(_ marker: String, module: String, file: Int = 0) -> SourceLocation {
    sources[module]![file].location(marker)
  }
}
