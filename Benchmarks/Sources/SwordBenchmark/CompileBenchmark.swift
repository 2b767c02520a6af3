import Foundation

/// How long the generated code takes to compile, for graphs of growing size. Binding `k` injects up to three
/// bindings numbered above it; every fifth is `.single`, every ninth is bound to a protocol, every eleventh comes
/// from a module's provider, every seventh is a struct. The generated file is compiled alone (`-Onone`, the
/// everyday debug build) against the already built modules, and so is an empty file importing the same modules with
/// the same flags. Every size is prepared first (each with its `BenchGraph` module in a folder of its own, `Sword`
/// built once in the shared one); then each of `repetitions` rounds compiles, size after size, the empty file, the
/// generated one and the hand-written control (`handWritten(of:)`; the small sizes several times, see
/// `compilesPerRound`), so that the VM's speed drifting over the minutes of the run falls on every size alike. The
/// medians are kept and the empty file's is subtracted; each round's own figure per binding is kept too, for the
/// least disturbed round and to compare sizes round by round (`medianRatio(to:)`), which cancels the drift between
/// rounds. The figure per binding comes from CPU time (the compiler's user and system time), which other processes on the machine inflate
/// far less than wall time. With an `instructionCounter` (`--instructions`), each size's three files are then compiled
/// once more under callgrind, which counts the instructions the compiler's frontend executes: its work, whatever the
/// caches and the VM do to the time that work takes.
struct CompileBenchmark {
  struct Measurement {
    var bindings: Int
    var lines: Int
    /// Medians, wall clock.
    var seconds: Double
    var baselineSeconds: Double
    /// Medians, CPU time.
    var cpuSeconds: Double
    var baselineCPUSeconds: Double
    /// Net CPU µs per binding in each round (that round's median compile less its median empty file).
    var roundMicrosecondsPerBinding: [Double]
    /// The hand-written control (`handWritten(of:)`), compiled in the same rounds: median CPU time, and its net CPU
    /// µs per binding in each round.
    var handCPUSeconds: Double
    var handRoundMicrosecondsPerBinding: [Double]
    /// How many times the generated file was compiled (and so were the empty file and the control).
    var compiles: Int
    /// Instructions of the frontend, one run each; nil unless counted.
    var instructions: Int?
    var handInstructions: Int?
    var baselineInstructions: Int?
    var netMicrosecondsPerBinding: Double { perBinding(cpuSeconds - baselineCPUSeconds) * 1e6 }
    var netHandMicrosecondsPerBinding: Double { perBinding(handCPUSeconds - baselineCPUSeconds) * 1e6 }
    /// The least disturbed round's figure. Taken over rounds rather than over single compiles, so that every size
    /// has as many candidates (the small sizes are compiled more often, and a minimum over more runs is lower).
    var bestRoundMicrosecondsPerBinding: Double { roundMicrosecondsPerBinding.min() ?? 0 }

    /// Millions of instructions per binding, net of the empty file's: the generated file's, and the control's.
    var netInstructionsPerBinding: Double? { netInstructions(instructions) }
    var netHandInstructionsPerBinding: Double? { netInstructions(handInstructions) }

    private func netInstructions(_ count: Int?) -> Double? {
      guard let count, let baselineInstructions else { return nil }
      return perBinding(Double(count - baselineInstructions)) / 1e6
    }

    private func perBinding(_ value: Double) -> Double { max(0, value) / Double(bindings) }
  }

  /// One size, ready to compile: its workspace generated and its `BenchGraph` module built.
  private struct PreparedSize {
    var bindings: Int
    var compiler: SwiftCompiler
    var emptyFile: String
    var generatedFile: String
    var handWrittenFile: String
    var lines: Int
  }

  var sizes = [100, 1_000, 5_000]
  var repetitions = 7
  /// Counts instructions after the timed rounds when set (`--instructions`).
  var instructionCounter: InstructionCounter?

  /// `compiler` has the `Sword` runtime built in its output folder.
  func run(sword: String, compiler: SwiftCompiler, under folder: URL) throws -> [Measurement] {
    let prepared = try sizes.map { try prepare(bindings: $0, sword: sword, compiler: compiler, under: folder) }
    let largest = sizes.max() ?? 1
    var baseline = Array(repeating: [CommandRunner.Result](), count: prepared.count)
    var (generated, hand) = (baseline, baseline)
    // The CPU µs per binding of each size in each round, from that round's compiles only.
    var perRound = Array(repeating: [Double](), count: prepared.count)
    var handPerRound = perRound
    for round in 1...repetitions {
      log("compile: round \(round) of \(repetitions)")
      for (index, size) in prepared.enumerated() {
        var (empty, full, control) = ([CommandRunner.Result](), [CommandRunner.Result](), [CommandRunner.Result]())
        for _ in 0..<Self.compilesPerRound(bindings: size.bindings, largest: largest) {
          empty.append(try size.compiler.timeObject("App", sources: [size.emptyFile]))
          full.append(try size.compiler.timeObject("App", sources: [size.generatedFile]))
          control.append(try size.compiler.timeObject("App", sources: [size.handWrittenFile]))
        }
        let emptyCPU = empty.map(\.cpuSeconds).median
        func netPerBinding(_ results: [CommandRunner.Result]) -> Double {
          max(0, results.map(\.cpuSeconds).median - emptyCPU) / Double(size.bindings) * 1e6
        }
        perRound[index].append(netPerBinding(full))
        handPerRound[index].append(netPerBinding(control))
        baseline[index] += empty
        generated[index] += full
        hand[index] += control
      }
    }
    let counts = try instructionCounter.map { try countInstructions(prepared, with: $0) }
    return prepared.indices.map { index in
      let (size, baseline, generated) = (prepared[index], baseline[index], generated[index])
      return Measurement(
        bindings: size.bindings, lines: size.lines,
        seconds: generated.map(\.seconds).median, baselineSeconds: baseline.map(\.seconds).median,
        cpuSeconds: generated.map(\.cpuSeconds).median, baselineCPUSeconds: baseline.map(\.cpuSeconds).median,
        roundMicrosecondsPerBinding: perRound[index], handCPUSeconds: hand[index].map(\.cpuSeconds).median,
        handRoundMicrosecondsPerBinding: handPerRound[index], compiles: generated.count,
        instructions: counts?[index].generated, handInstructions: counts?[index].hand,
        baselineInstructions: counts?[index].empty)
    }
  }

  /// How many times a size is compiled in each round: once for the largest, more for the small ones (whose net time,
  /// the shortest, is the noisiest figure), so that each round compiles for a small size about a sixth of the
  /// bindings it compiles for the largest. At 100 of 5,000 bindings: 8 compiles.
  static func compilesPerRound(bindings: Int, largest: Int) -> Int {
    max(1, largest / max(1, bindings) / 6)
  }

  /// Each size's three files compiled once under callgrind, two at a time, the largest size first.
  /// Only the frontend job (as `swiftc -###` prints it) runs under valgrind: the driver's own instructions stay out
  /// (and valgrind 3.19 gives up on the driver's debug information).
  private func countInstructions(_ prepared: [PreparedSize], with counter: InstructionCounter) throws
    -> [(empty: Int, generated: Int, hand: Int)]
  {
    let order = prepared.indices.sorted { prepared[$0].bindings > prepared[$1].bindings }
    var commands: [[String]] = []
    for size in order.map({ prepared[$0] }) {
      let files = [
        (size.generatedFile, "App-generated.o"), (size.handWrittenFile, "App-hand.o"), (size.emptyFile, "App-empty.o"),
      ]
      for (file, object) in files {
        let arguments = size.compiler.objectArguments("App", sources: [file], object: object)
        commands.append(try size.compiler.frontendCommand(arguments))
      }
    }
    log("compile: counting instructions under callgrind (\(commands.count) runs, two at a time; minutes)")
    let counts = try counter.count(commands)
    var result = Array(repeating: (empty: 0, generated: 0, hand: 0), count: prepared.count)
    for (position, index) in order.enumerated() {
      result[index] = (empty: counts[3 * position + 2], generated: counts[3 * position], hand: counts[3 * position + 1])
    }
    return result
  }

  /// Writes the workspace of `bindings` bindings, generates its code and builds its `BenchGraph` module in
  /// `compile-N/modules`, next to the `Sword` runtime in `shared`'s output folder.
  private func prepare(bindings: Int, sword: String, compiler shared: SwiftCompiler, under folder: URL) throws
    -> PreparedSize
  {
    log("compile: preparing \(bindings) bindings")
    let workspace = GraphWorkspace(root: folder.appendingPathComponent("compile-\(bindings)"), appModule: "App")
    try workspace.write(graphFiles: graphFiles(bindings: bindings), appFiles: ["App.swift": "enum AppMarker {}\n"])
    try SwordRun.run(sword: sword, "generate", in: workspace.root.path).check()

    let compiler = try shared.writing(to: workspace.root.appendingPathComponent("modules"))
    try compiler.library("BenchGraph", sources: workspace.graphSourcePaths(), optimization: "-Onone", objects: false)
    let empty = workspace.root.appendingPathComponent("Empty.swift")
    try Data("import BenchGraph\nimport Sword\n".utf8).write(to: empty)
    let handWrittenFile = workspace.root.appendingPathComponent("HandWritten.swift")
    try Data(handWritten(of: bindings).utf8).write(to: handWrittenFile)
    let text = try String(contentsOf: workspace.generatedFile, encoding: .utf8)
    return PreparedSize(
      bindings: bindings, compiler: compiler, emptyFile: empty.path, generatedFile: workspace.generatedFile.path,
      handWrittenFile: handWrittenFile.path, lines: text.split(separator: "\n").count)
  }

  /// The `BenchGraph` sources of a graph of `bindings` bindings (`GraphComponent` and the nodes, 50 per file).
  ///
  /// With `filler`, each binding has a file of its own with the ordinary code a feature file holds around its
  /// declaration (``SyntheticFiller``'s or ``MethodsFiller``'s), so the module has real-size types, and with its
  /// `parts` a second file of that code for as many more types.
  func graphFiles(bindings: Int, filler: MockCompileBenchmark.Types.Filler? = nil) -> [String: String] {
    var files: [String: String] = [
      "Component.swift": "import Sword\n\n@Component\npublic final class GraphComponent {}\n"
    ]
    if let filler {
      for k in 0..<bindings {
        let code = filler.lines("Node\(k)", k).joined(separator: "\n")
        files["Node\(k).swift"] = filler.imports + "import Sword\n" + node(number: k, of: bindings) + code + "\n"
        guard filler.parts > 0 else { continue }
        let parts = (1...filler.parts).flatMap { filler.lines("Node\(k)Part\($0)", k + $0) }
        files["Node\(k)Parts.swift"] = parts.joined(separator: "\n") + "\n"
      }
      return files
    }
    let perFile = 50
    for first in stride(from: 0, to: bindings, by: perFile) {
      files["Nodes\(first).swift"] =
        "import Sword\n" + (first..<min(bindings, first + perFile)).map { node(number: $0, of: bindings) }.joined()
    }
    return files
  }

  /// The control: the same graph wired by hand, as a team without a generator might: one computed property per
  /// binding that calls its initializer (or its provider) with the properties of its dependencies, and no scopes.
  /// The generated file does the same for unscoped bindings, so what the two differ by is the scoped bindings; and
  /// how the control's cost per binding changes with its size is the compiler's own, with no generated code in it.
  func handWritten(of count: Int) -> String {
    var text = "import BenchGraph\nimport Sword\n\nextension GraphComponent {\n"
    for k in 0..<count {
      let arguments = injected(by: k, of: count).map { "n\($0): node\($0)" }.joined(separator: ", ")
      let call = k % 11 == 10 ? "Node\(k)Module.node\(k)(\(arguments))" : "Node\(k)(\(arguments))"
      text += "  var node\(k): Node\(k) { \(call) }\n"
    }
    return text + "}\n"
  }

  /// The bindings binding `k` of `count` injects.
  private func injected(by k: Int, of count: Int) -> [Int] {
    Set([k + 1, 2 * k + 1, 3 * k + 2].filter { $0 < count }).sorted()
  }

  /// The declaration of binding `k` of `count`.
  private func node(number k: Int, of count: Int) -> String {
    let injected = injected(by: k, of: count)
    let parameters = injected.map { "n\($0): \(keyType($0))" }.joined(separator: ", ")
    let storage = injected.map { "  let n\($0): \(keyType($0))\n" }.joined()
    let assignments = injected.map { "self.n\($0) = n\($0); " }.joined()
    if k % 11 == 10 {
      return """

        public final class Node\(k) {
        \(storage)  init(\(parameters)) { \(assignments)}
        }
        @Module(registeredTo: GraphComponent.self)
        public enum Node\(k)Module {
          @Provider
          public static func node\(k)(\(parameters)) -> Node\(k) { Node\(k)(\(injected.map { "n\($0): n\($0)" }.joined(separator: ", "))) }
        }

        """
    }
    var attribute = "@Dependency(registeredTo: GraphComponent.self"
    var conformance = ""
    var prefix = ""
    if k % 9 == 8 {
      prefix = "public protocol Noding\(k): AnyObject {}\n"
      attribute += ", boundTo: Noding\(k).self"
      conformance = ": Noding\(k)"
    }
    if k % 5 == 0 { attribute += ", scopedWith: .single" }
    let keyword = k % 7 == 6 && k % 9 != 8 && k % 5 != 0 ? "struct" : "final class"
    return """

      \(prefix)\(attribute))
      public \(keyword) Node\(k)\(conformance) {
      \(storage)  @Injected
        public init(\(parameters)) { \(assignments)}
      }

      """
  }

  /// The type that injects binding `k`: its protocol when it is bound to one.
  private func keyType(_ k: Int) -> String { k % 11 != 10 && k % 9 == 8 ? "any Noding\(k)" : "Node\(k)" }
}

extension SwordRun {
  /// Throws unless the run wrote or confirmed the generated file.
  func check() throws {
    guard !output.contains("error:") else { throw CommandRunner.Failure(description: output) }
  }
}
