import Foundation

/// How long the generated code takes to compile, for graphs of growing size. Binding `k` injects up to three
/// bindings numbered above it; every fifth is `.single`, every ninth is bound to a protocol, every eleventh comes
/// from a module's provider, every seventh is a struct. The generated file is compiled alone (`-Onone`, the
/// everyday debug build) against the already built modules, and so is an empty file importing the same modules with
/// the same flags. Every size is prepared first (each with its `BenchGraph` module in a folder of its own, `Sword`
/// built once in the shared one); then each of `repetitions` rounds compiles, size after size, the empty file and
/// the generated one, so that the VM's speed drifting over the minutes of the run falls on every size alike. The
/// medians are kept and the empty file's is subtracted; so are the minima (the least disturbed runs). The figure per
/// binding comes from CPU time (the compiler's user and system time), which other processes on the machine inflate
/// far less than wall time. With an `instructionCounter` (`--instructions`), each size's two files are then compiled
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
    /// Minima, CPU time.
    var minimumCPUSeconds: Double
    var baselineMinimumCPUSeconds: Double
    /// Instructions of the frontend, one run each; nil unless counted.
    var instructions: Int?
    var baselineInstructions: Int?
    var netMicrosecondsPerBinding: Double { perBinding(cpuSeconds - baselineCPUSeconds) * 1e6 }
    /// From the minima: min(generated) − min(empty).
    var netMinimumMicrosecondsPerBinding: Double {
      perBinding(minimumCPUSeconds - baselineMinimumCPUSeconds) * 1e6
    }

    /// Millions of instructions per binding, net of the empty file's.
    var netInstructionsPerBinding: Double? {
      guard let instructions, let baselineInstructions else { return nil }
      return perBinding(Double(instructions - baselineInstructions)) / 1e6
    }

    private func perBinding(_ value: Double) -> Double { max(0, value) / Double(bindings) }
  }

  /// One size, ready to compile: its workspace generated and its `BenchGraph` module built.
  private struct PreparedSize {
    var bindings: Int
    var compiler: SwiftCompiler
    var emptyFile: String
    var generatedFile: String
    var lines: Int
  }

  var sizes = [100, 1_000, 5_000]
  var repetitions = 5
  /// Counts instructions after the timed rounds when set (`--instructions`).
  var instructionCounter: InstructionCounter?

  /// `compiler` has the `Sword` runtime built in its output folder.
  func run(sword: String, compiler: SwiftCompiler, under folder: URL) throws -> [Measurement] {
    let prepared = try sizes.map { try prepare(bindings: $0, sword: sword, compiler: compiler, under: folder) }
    var baseline = Array(repeating: [CommandRunner.Result](), count: prepared.count)
    var generated = baseline
    for round in 1...repetitions {
      log("compile: round \(round) of \(repetitions)")
      for (index, size) in prepared.enumerated() {
        baseline[index].append(try size.compiler.timeObject("App", sources: [size.emptyFile]))
        generated[index].append(try size.compiler.timeObject("App", sources: [size.generatedFile]))
      }
    }
    let counts = try instructionCounter.map { try countInstructions(prepared, with: $0) }
    return prepared.indices.map { index in
      let (size, baseline, generated) = (prepared[index], baseline[index], generated[index])
      return Measurement(
        bindings: size.bindings, lines: size.lines,
        seconds: median(generated.map(\.seconds)), baselineSeconds: median(baseline.map(\.seconds)),
        cpuSeconds: median(generated.map(\.cpuSeconds)), baselineCPUSeconds: median(baseline.map(\.cpuSeconds)),
        minimumCPUSeconds: generated.map(\.cpuSeconds).min()!,
        baselineMinimumCPUSeconds: baseline.map(\.cpuSeconds).min()!,
        instructions: counts?[index].generated, baselineInstructions: counts?[index].empty)
    }
  }

  /// Each size's empty and generated file compiled once under callgrind, two at a time, the largest size first.
  /// Only the frontend job (as `swiftc -###` prints it) runs under valgrind: the driver's own instructions stay out
  /// (and valgrind 3.19 gives up on the driver's debug information).
  private func countInstructions(_ prepared: [PreparedSize], with counter: InstructionCounter) throws
    -> [(empty: Int, generated: Int)]
  {
    let order = prepared.indices.sorted { prepared[$0].bindings > prepared[$1].bindings }
    var commands: [[String]] = []
    for size in order.map({ prepared[$0] }) {
      for (file, object) in [(size.generatedFile, "App-generated.o"), (size.emptyFile, "App-empty.o")] {
        let arguments = size.compiler.objectArguments("App", sources: [file], object: object)
        commands.append(try size.compiler.frontendCommand(arguments))
      }
    }
    log("compile: counting instructions under callgrind (\(commands.count) runs, two at a time; minutes)")
    let counts = try counter.count(commands)
    var result = Array(repeating: (empty: 0, generated: 0), count: prepared.count)
    for (position, index) in order.enumerated() {
      result[index] = (empty: counts[2 * position + 1], generated: counts[2 * position])
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
    var graphFiles: [String: String] = ["Component.swift": "import Sword\n\n@Component\npublic final class GraphComponent {}\n"]
    let perFile = 50
    for first in stride(from: 0, to: bindings, by: perFile) {
      graphFiles["Nodes\(first).swift"] =
        "import Sword\n" + (first..<min(bindings, first + perFile)).map { node(number: $0, of: bindings) }.joined()
    }
    try workspace.write(graphFiles: graphFiles, appFiles: ["App.swift": "enum AppMarker {}\n"])
    try SwordRun.run(sword: sword, "generate", in: workspace.root.path).check()

    var compiler = shared
    compiler.output = workspace.root.appendingPathComponent("modules")
    compiler.searchPaths = [shared.output] + shared.searchPaths
    try FileManager.default.createDirectory(at: compiler.output, withIntermediateDirectories: true)
    try compiler.library("BenchGraph", sources: workspace.graphSourcePaths(), optimization: "-Onone", objects: false)
    let empty = workspace.root.appendingPathComponent("Empty.swift")
    try Data("import BenchGraph\nimport Sword\n".utf8).write(to: empty)
    let text = try String(contentsOf: workspace.generatedFile, encoding: .utf8)
    return PreparedSize(
      bindings: bindings, compiler: compiler, emptyFile: empty.path, generatedFile: workspace.generatedFile.path,
      lines: text.split(separator: "\n").count)
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// The declaration of binding `k` of `count`.
  private func node(number k: Int, of count: Int) -> String {
    let injected = Set([k + 1, 2 * k + 1, 3 * k + 2].filter { $0 < count }).sorted()
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
