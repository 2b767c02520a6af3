import Foundation

/// `make bench`: synthetic monorepos of three sizes through the release-built `sword`, many small packages (500 and
/// 5,000), the deep graph, the compile time of generated code and the runtime of generated accessors against
/// hand-written code. Tables go to standard output (Markdown), progress to standard error.
@main
enum SwordBenchmark {
  static func main() {
    do {
      try run(BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst())))
    } catch {
      log("failed: \(error)")
      exit(1)
    }
  }

  static func run(_ options: BenchmarkOptions) throws {
    if let folder = options.writeOnly {
      // For the static reader's equivalence test: the workspaces, with no run of anything.
      for size in options.sizes {
        let root = URL(fileURLWithPath: folder).appendingPathComponent(size.name)
        try MonorepoGenerator(size: size).write(to: root)
        log("\(size.name): wrote \(size.fileCount) files to \(root.path)")
      }
      if options.scalePackagesGiven {
        for packages in options.scalePackages {
          let root = URL(fileURLWithPath: folder).appendingPathComponent("scale-\(packages)")
          try MonorepoGenerator(packages: packages, targets: 1, files: 2, smallPackages: true).write(to: root)
          log("scale: wrote \(packages) packages to \(root.path)")
        }
      }
      return
    }
    let sword = options.swordPath
    guard FileManager.default.isExecutableFile(atPath: sword) else {
      throw CommandRunner.Failure(
        description: "no sword at \(sword); build it with `swift build -c release --product sword`")
    }
    guard let swift = CommandRunner.which("swift"), let swiftc = CommandRunner.which("swiftc") else {
      throw CommandRunner.Failure(description: "no swift or swiftc on PATH")
    }
    let folder = URL(fileURLWithPath: options.workDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    print(TableFormatter.machine())

    if !options.sizes.isEmpty {
      var rows: [SizeBenchmark.Row] = []
      var pages: [GraphPageBenchmark.Row] = []
      var edits: [(size: WorkspaceSize, rows: [EditBenchmark.Row])] = []
      let chromium =
        options.runPage
        ? ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(CommandRunner.which).first : nil
      if options.runPage, chromium == nil { log("graph page: no chromium on PATH, skipped") }
      for size in options.sizes {
        rows.append(
          try SizeBenchmark(size: size, sword: sword, swift: swift, swordArguments: options.swordArguments)
            .run(under: folder))
        if options.runEdits {
          log("\(size.name): branch switch, file added and removed, manifest edited, first run in a fresh clone")
          let generator = MonorepoGenerator(size: size)
          edits.append(
            (
              size,
              try EditBenchmark(
                generator: generator, sword: sword, swift: swift, swordArguments: options.swordArguments,
                parseCPUSeconds: rows.last?.floor.cpuSeconds ?? 0, compareGenerator: options.compareGenerator
              )
              .run(in: folder.appendingPathComponent(size.name))
            ))
        }
        if let chromium {
          log("\(size.name): the HTML graph in Chromium")
          pages.append(
            try GraphPageBenchmark(chromium: chromium, sword: sword)
              .run(size: size, workspace: folder.appendingPathComponent(size.name), under: folder))
        }
      }
      print(TableFormatter.sizes(rows))
      if !edits.isEmpty { print(EditBenchmark.table(edits)) }
      if !pages.isEmpty { print(GraphPageBenchmark.table(pages)) }
    }
    if options.runScale {
      let benchmark = ScaleBenchmark(sword: sword, swordArguments: options.swordArguments)
      let rows = try options.scalePackages.map { try benchmark.run(packages: $0, under: folder) }
      print(ScaleBenchmark.table(rows))
    }
    if options.runDeep {
      log("deep graph: 1,000 levels")
      let (deep, shallow, paired) = try DeepGraphBenchmark(swordArguments: options.swordArguments)
        .run(sword: sword, under: folder)
      print(TableFormatter.deep(deep: deep, shallow: shallow, pairedRatio: paired))
    }
    guard options.runCompile || options.runRuntime || options.runSplit || options.runMocks else { return }
    guard let macroTool = options.macroToolPath else {
      throw CommandRunner.Failure(description: "no SwordMacros-tool under .build; run `swift build --target Sword`")
    }
    // A compiler writing into a fresh `folder/name`, with the `Sword` runtime built there (debug).
    func debugCompiler(_ name: String) throws -> SwiftCompiler {
      let compiler = SwiftCompiler(
        swiftc: swiftc, packageRoot: options.packageRoot, macroTool: macroTool,
        output: folder.appendingPathComponent(name))
      try? FileManager.default.removeItem(at: compiler.output)  // no module left by an older run shadows a new one
      try compiler.buildSwordRuntime(optimization: "-Onone")
      return compiler
    }
    if options.runCompile {
      log("compile time of generated code")
      var benchmark = CompileBenchmark()
      if options.countInstructions {
        if let valgrind = CommandRunner.which("valgrind") {
          benchmark.instructionCounter = InstructionCounter(valgrind: valgrind)
        } else {
          log("--instructions: no valgrind on PATH, instruction counts skipped")
        }
      }
      let compiler = try debugCompiler("compile-modules")
      print(TableFormatter.compile(try benchmark.run(sword: sword, compiler: compiler, under: folder)))
    }
    if options.runSplit {
      log("generated code split in files: debug builds with -j2")
      let compiler = try debugCompiler("split-modules")
      print(TableFormatter.split(try SplitCompileBenchmark().run(sword: sword, compiler: compiler, under: folder)))
    }
    if options.runMocks {
      log("mocks: generate_mocks: true at 5,000 bindings")
      let compiler = try debugCompiler("mock-modules")
      for types in options.mockTypes {
        let benchmark = MockCompileBenchmark(
          repetitions: options.mockRounds, types: types, macroTools: options.macroTools)
        print(MockCompileBenchmark.table(try benchmark.run(sword: sword, compiler: compiler, under: folder)))
        fflush(nil)  // every stream: each table as soon as it is measured, the next takes many minutes
      }
    }
    if options.runRuntime {
      log("runtime: generated accessors against hand-written code")
      let compiler = SwiftCompiler(
        swiftc: swiftc, packageRoot: options.packageRoot, macroTool: macroTool, output: folder)
      print(TableFormatter.runtime(try RuntimeBenchmark().run(sword: sword, compiler: compiler, under: folder)))
    }
  }
}
