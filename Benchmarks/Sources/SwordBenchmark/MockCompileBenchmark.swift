import Foundation

/// What `generate_mocks: true` costs (#43): the compile benchmark's graph of `bindings` bindings in its one package,
/// generated with mocks off and on (every binding then has a `mock(…)`). For each: the generated lines (the root
/// file and the mocks file), and the debug build of what the mocks change, the `BenchGraph` module (its sources, and
/// the mocks file when on; `-Onone -DDEBUG`, one whole-module job) and the root file, alternated over `repetitions`
/// rounds, medians of CPU time; then, for bare types, a release build (`-O`, no `DEBUG`) of `BenchGraph` both ways,
/// whose symbols must be the same. Also `sword generate`'s time, cold, both ways.
///
/// The module's build expands the macros of its 5,000 types, and a debug-built macro plugin takes more of it than
/// the mocks do, so the module is built with each of `macroTools` (its CPU includes the plugin's): the ratio is
/// the mocks' against the build a user has with that plugin.
///
/// The types are the compile benchmark's: a few stored properties and an initializer each, so the mocks' share is
/// as large as it gets. With `.filled` each type has its own file with ``SyntheticFiller``'s ordinary code around it,
/// the size of the index benchmarks' files, so the share is the one a package of real-size types has; with `.methods`
/// each has ``MethodsFiller``'s class, which compiles at real libraries' CPU per line where ``SyntheticFiller``'s
/// code takes about twice that. With `.app` each binding also has a second file of five more such classes, so the
/// package has about 330 code lines per binding: the low end of what real apps have (294–3,566, RESULTS.md), where
/// the other types have only the binding's own file.
struct MockCompileBenchmark {
  /// The module's types, by the name `--mock-types` takes.
  enum Types: String, CaseIterable {
    case bare, filled, methods, app

    /// What `--mock-types` measures when not given: `app`'s builds take over an hour a round, so it is asked for.
    static let byDefault: [Types] = [.bare, .filled, .methods]

    /// The code around each binding in its file, and the imports that code needs.
    struct Filler {
      var imports: String
      var lines: (_ type: String, _ number: Int) -> [String]
      /// How many more types' `lines` a second file of the binding's holds (`Node7Parts.swift`): the rest of a
      /// feature's code, which real packages hold in files other than the binding's.
      var parts = 0
    }

    /// Nil for bare types, which share files 50 to a file.
    var filler: Filler? {
      switch self {
      case .bare: nil
      case .filled: Filler(imports: "import Foundation\n", lines: SyntheticFiller.lines(for:number:))
      case .methods: Filler(imports: "", lines: MethodsFiller.lines(for:number:))
      case .app: Filler(imports: "", lines: MethodsFiller.lines(for:number:), parts: 5)
      }
    }

    /// How the table names them.
    var title: String {
      switch self {
      case .bare: "bare types"
      case .filled: "types in files of their own with ordinary code"
      case .methods: "types in files of their own with a class of short methods"
      case .app: "types with a class of short methods and a second file of five more, an app's code per binding"
      }
    }
  }

  struct Result {
    var bindings: Int
    var types: Types
    /// The non-empty lines of `BenchGraph`'s own sources.
    var sourceLines: Int
    var rootLines: Int
    var mockLines: Int
    var mocks: Int
    /// By the macro plugin's build configuration, as `macroTools` lists them.
    var moduleCPU: [(build: String, off: Double, on: Double)]
    var rootCPU: (off: Double, on: Double)
    var generateSeconds: (off: Double, on: Double)
    /// Nil where not compared (types other than bare).
    var releaseSymbolsIdentical: Bool?
  }

  var bindings = 5_000
  var repetitions = 3
  var types = Types.bare
  /// The macro plugins the module is built with, by their build configuration (``BenchmarkOptions/macroTools``).
  var macroTools: [(build: String, path: String)]

  /// `compiler` has the `Sword` runtime built in its output folder.
  func run(sword: String, compiler shared: SwiftCompiler, under folder: URL) throws -> Result {
    log("mocks: preparing \(bindings) bindings, \(types) types")
    let workspace = GraphWorkspace(
      root: folder.appendingPathComponent("mocks-\(bindings)-\(types)"), appModule: "App")
    let graphFiles = CompileBenchmark().graphFiles(bindings: bindings, filler: types.filler)
    try workspace.write(graphFiles: graphFiles, appFiles: ["App.swift": "enum AppMarker {}\n"])
    let sourceLines = graphFiles.values.reduce(0) { $0 + $1.split(separator: "\n").count }
    let mocksFile = workspace.graphSources.appendingPathComponent("Sword.mocks.generated.swift")
    let sources = try workspace.graphSourcePaths()
    let compiler = try shared.writing(to: workspace.root.appendingPathComponent("modules"))
    func generate(mocks: Bool) throws -> (lines: Int, mockLines: Int, seconds: Double) {
      try workspace.writeConfig(mocks: mocks)
      let run = try SwordRun.run(sword: sword, "generate", in: workspace.root.path, extra: ["--no-cache"])
      try run.check()
      let root = try String(contentsOf: workspace.generatedFile, encoding: .utf8)
      let mock = (try? String(contentsOf: mocksFile, encoding: .utf8)) ?? ""
      return (root.split(separator: "\n").count, mock.split(separator: "\n").count, run.seconds)
    }
    var moduleOff = [[Double]](repeating: [], count: macroTools.count)
    var moduleOn = moduleOff
    var (rootOff, rootOn) = ([Double](), [Double]())
    var (generateOff, generateOn) = ([Double](), [Double]())
    var (rootLines, mockLines) = (0, 0)
    for round in 1...repetitions {
      for mocks in [false, true] {
        log("mocks: \(types) types, round \(round) of \(repetitions), mocks \(mocks ? "on" : "off")")
        let generated = try generate(mocks: mocks)
        rootLines = generated.lines
        if mocks { mockLines = generated.mockLines }
        let files = sources + (mocks ? [mocksFile.path] : [])
        // The module's interface for the root file (its declarations only: the bodies are the timed build's), then
        // the timed object builds of both.
        try compiler.library(
          "BenchGraph", sources: files, optimization: "-Onone", objects: false,
          extra: ["-DDEBUG", "-experimental-skip-non-inlinable-function-bodies"])
        for (index, tool) in macroTools.enumerated() {
          let plugin = SwiftCompiler.macroFlags(plugin: tool.path)
          let module = try compiler.timeObject("BenchGraph", sources: files, extra: ["-DDEBUG"] + plugin)
          if mocks { moduleOn[index].append(module.cpuSeconds) } else { moduleOff[index].append(module.cpuSeconds) }
          log("mocks: module, \(tool.build) macro plugin: \(String(format: "%.2f", module.cpuSeconds)) s of CPU")
        }
        let root = try compiler.timeObject("App", sources: [workspace.generatedFile.path], extra: ["-DDEBUG"])
        (mocks ? { rootOn.append($0) } : { rootOff.append($0) })(root.cpuSeconds)
        (mocks ? { generateOn.append($0) } : { generateOff.append($0) })(generated.seconds)
      }
    }
    // The mocks file is all under `#if DEBUG`, so the code around it cannot change what a release build has: its
    // symbols are compared with bare types only, whose `-O` build takes a minute where real-size types take many.
    let releaseSymbolsIdentical = types == .bare ? try releaseSymbolsMatch(sources, mocksFile, compiler) : nil
    return Result(
      bindings: bindings, types: types, sourceLines: sourceLines, rootLines: rootLines, mockLines: mockLines,
      mocks: bindings - bindings / 11,
      moduleCPU: macroTools.indices.map { (macroTools[$0].build, moduleOff[$0].median, moduleOn[$0].median) },
      rootCPU: (rootOff.median, rootOn.median),
      generateSeconds: (generateOff.median, generateOn.median), releaseSymbolsIdentical: releaseSymbolsIdentical)
  }

  /// Whether a release build (`-O`, no `DEBUG`) of `sources` has the same symbols with and without `mocksFile`.
  private func releaseSymbolsMatch(_ sources: [String], _ mocksFile: URL, _ compiler: SwiftCompiler) throws -> Bool {
    log("mocks: release builds, both ways")
    let symbols = try [false, true].map { mocks -> [Substring] in
      let files = sources + (mocks ? [mocksFile.path] : [])
      let object = "BenchGraph-release-\(mocks).o"
      try CommandRunner.check(
        compiler.swiftc,
        compiler.objectArguments(
          "BenchGraph", sources: files, object: object, optimization: "-O", extra: compiler.macroFlags))
      let nm = CommandRunner.which("nm") ?? "/usr/bin/nm"
      let listed = try CommandRunner.check(nm, [compiler.output.appendingPathComponent(object).path])
      return listed.standardOutput.split(separator: "\n").map { $0.split(separator: " ").last ?? "" }.sorted()
    }
    return symbols[0] == symbols[1]
  }

  static func table(_ result: Result) -> String {
    func percent(_ pair: (off: Double, on: Double)) -> String {
      String(format: "%+.0f %%", (pair.on / max(pair.off, 1e-9) - 1) * 100)
    }
    func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
    var rows = ""
    for module in result.moduleCPU {
      let total = (module.off + result.rootCPU.off, module.on + result.rootCPU.on)
      rows += """
        | `BenchGraph` module build, \(module.build) macro plugin, CPU | \(seconds(module.off)) | \
        \(seconds(module.on)) | \(percent((module.off, module.on))) |
        | module + root, \(module.build) macro plugin, CPU | \(seconds(total.0)) | \(seconds(total.1)) | \
        \(percent(total)) |

        """
    }
    let perMock = result.moduleCPU.map { module in
      "\(String(format: "%.1f", (module.on - module.off) / Double(max(result.mocks, 1)) * 1_000)) ms (\(module.build))"
    }
    let types = "\(result.types.title) (\(result.sourceLines) lines)"
    let release =
      result.releaseSymbolsIdentical.map {
        "Release build (-O, no DEBUG) of `BenchGraph` with and without the mocks file: "
          + ($0 ? "the same symbols." : "DIFFERENT symbols.")
      } ?? "Release builds compared with bare types only (the mocks file is all under `#if DEBUG`)."
    return """
      ### Mocks (`generate_mocks: true`), \(result.bindings) bindings, \(types), debug builds (-Onone -DDEBUG), \
      medians of CPU

      | | mocks off | mocks on | change |
      | --- | ---: | ---: | ---: |
      | generated lines (root file + mocks file) | \(result.rootLines) | \(result.rootLines + result.mockLines) | \
      \(String(format: "%+.0f %%", Double(result.mockLines) / Double(max(result.rootLines, 1)) * 100)) |
      \(rows)| root file build, CPU | \(seconds(result.rootCPU.off)) | \(seconds(result.rootCPU.on)) | \
      \(percent(result.rootCPU)) |
      | `sword generate --no-cache`, wall | \(seconds(result.generateSeconds.off)) | \
      \(seconds(result.generateSeconds.on)) | \(percent(result.generateSeconds)) |

      Mocks: \(result.mocks) (every `@Dependency` type), each \(perMock.joined(separator: ", ")) of the module's \
      CPU. \(release)

      """
  }
}
