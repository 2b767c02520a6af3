import Foundation

/// What splitting the generated code in parts (`output_files:`) does to a debug build: the generated code of
/// `bindings` bindings is compiled as its module would be by SwiftPM in a debug build (`swiftc -incremental`,
/// batch mode, `-j2`, one object per file), in one file and in several; then a binding is added (a new file of
/// the app module with an `@Dependency`), the code generated again, and the module rebuilt incrementally; then that
/// binding's scope is changed (one accessor's body), and the module rebuilt again. Each figure is the median wall
/// time of `repetitions` rounds, with the CPU time beside it.
struct SplitCompileBenchmark {
  struct Row {
    var parts: Int
    var cleanSeconds: Double
    var cleanCPUSeconds: Double
    var rebuildSeconds: Double
    var rebuildCPUSeconds: Double
    var scopeSeconds: Double
    var scopeCPUSeconds: Double
    /// How many of the generated files the added binding changed.
    var changedFiles: Int
    /// How many of the generated files the rebuild after the added binding compiled again, and after its scope
    /// changed (as the driver reports with `-driver-show-incremental`, in the last round).
    var recompiledFiles: Int
    var scopeRecompiledFiles: Int
  }

  var bindings = 5_000
  var partCounts = [1, 2, 4, 8, 16]
  var repetitions = 3
  var jobs = 2

  /// `compiler` has the `Sword` runtime built in its output folder.
  func run(sword: String, compiler shared: SwiftCompiler, under folder: URL) throws -> [Row] {
    log("split compile: preparing \(bindings) bindings")
    let workspace = GraphWorkspace(root: folder.appendingPathComponent("split-\(bindings)"), appModule: "App")
    let graph = CompileBenchmark().graphFiles(bindings: bindings)
    try workspace.write(graphFiles: graph, appFiles: ["App.swift": "enum AppMarker {}\n"])
    let compiler = try shared.writing(to: workspace.root.appendingPathComponent("modules"))
    try compiler.library("BenchGraph", sources: workspace.graphSourcePaths(), optimization: "-Onone", objects: false)
    let added = workspace.appSources.appendingPathComponent("Added.swift")
    let addedText = """
      import BenchGraph
      import Sword

      @Dependency(registeredTo: GraphComponent.self)
      final class AddedScreen {
        @Injected
        init(n1: Node1, n2: Node2) {}
      }

      """
    return try partCounts.map { parts in
      var (clean, rebuild, scope): ([CommandRunner.Result], [CommandRunner.Result], [CommandRunner.Result]) = (
        [], [], []
      )
      var changedFiles = 0
      var (recompiledFiles, scopeRecompiledFiles) = (0, 0)
      for round in 1...repetitions {
        log("split compile: \(parts) file\(parts == 1 ? "" : "s"), round \(round) of \(repetitions)")
        try? FileManager.default.removeItem(at: added)
        try workspace.writeConfig(outputFiles: parts)
        try SwordRun.run(sword: sword, "generate", in: workspace.root.path, extra: ["--no-cache"]).check()
        let build = workspace.root.appendingPathComponent("build-\(parts)")
        try? FileManager.default.removeItem(at: build)
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        let before = try generatedTexts(workspace)
        clean.append(try compile(workspace, build: build, compiler: compiler))
        try Data(addedText.utf8).write(to: added)
        try SwordRun.run(sword: sword, "generate", in: workspace.root.path, extra: ["--no-cache"]).check()
        let after = try generatedTexts(workspace)
        changedFiles = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.count
        rebuild.append(try compile(workspace, build: build, compiler: compiler))
        recompiledFiles = Self.generatedFilesCompiled(by: rebuild.last!)
        let scoped = addedText.replacingOccurrences(
          of: "registeredTo: GraphComponent.self)", with: "registeredTo: GraphComponent.self, scopedWith: .single)")
        try Data(scoped.utf8).write(to: added)
        try SwordRun.run(sword: sword, "generate", in: workspace.root.path, extra: ["--no-cache"]).check()
        scope.append(try compile(workspace, build: build, compiler: compiler))
        scopeRecompiledFiles = Self.generatedFilesCompiled(by: scope.last!)
      }
      return Row(
        parts: parts, cleanSeconds: clean.map(\.seconds).median, cleanCPUSeconds: clean.map(\.cpuSeconds).median,
        rebuildSeconds: rebuild.map(\.seconds).median, rebuildCPUSeconds: rebuild.map(\.cpuSeconds).median,
        scopeSeconds: scope.map(\.seconds).median, scopeCPUSeconds: scope.map(\.cpuSeconds).median,
        changedFiles: changedFiles, recompiledFiles: recompiledFiles, scopeRecompiledFiles: scopeRecompiledFiles)
    }
  }

  /// The generated files an incremental build compiled: the driver's `-driver-show-incremental` remarks name each
  /// file it queues (`Queuing … {compile: Sword.generated.3.swift.o <= Sword.generated.3.swift}`), at first or
  /// because a file it depends on changed.
  static func generatedFilesCompiled(by result: CommandRunner.Result) -> Int {
    var files: Set<Substring> = []
    for line in (result.standardOutput + "\n" + result.standardError).split(separator: "\n")
    where line.contains("Queuing") {
      guard let arrow = line.range(of: " <= ") else { continue }
      let file = line[arrow.upperBound...].prefix { $0 != "}" }
      if file.hasPrefix("Sword.generated") { files.insert(file) }
    }
    return files.count
  }

  /// The generated files of the app folder, by name.
  private func generatedTexts(_ workspace: GraphWorkspace) throws -> [String: String] {
    var texts: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: workspace.appSources.path)
    where name.hasPrefix("Sword.generated") {
      texts[name] = try String(contentsOf: workspace.appSources.appendingPathComponent(name), encoding: .utf8)
    }
    return texts
  }

  /// The app module's debug build as SwiftPM runs it: incremental, in batch mode, `jobs` frontend jobs, one object
  /// per file, with an output file map in `build` (whose records make the second call a rebuild).
  private func compile(_ workspace: GraphWorkspace, build: URL, compiler: SwiftCompiler) throws -> CommandRunner.Result
  {
    let sources = try FileManager.default.contentsOfDirectory(atPath: workspace.appSources.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { workspace.appSources.appendingPathComponent($0).path }
    var map: [String: [String: String]] = [
      "": ["swift-dependencies": build.appendingPathComponent("App.swiftdeps").path]
    ]
    for source in sources {
      let base = build.appendingPathComponent((source as NSString).lastPathComponent).path
      map[source] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
    }
    let mapFile = build.appendingPathComponent("output-file-map.json")
    try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]).write(to: mapFile)
    let arguments =
      [
        "-c", "-parse-as-library", "-module-name", "App", "-Onone", "-incremental", "-enable-batch-mode",
        "-driver-show-incremental",
        "-j\(jobs)", "-output-file-map", mapFile.path,
      ]
      + compiler.macroFlags + compiler.moduleFlags + sources
    return try CommandRunner.check(compiler.swiftc, arguments, in: build.path)
  }
}
