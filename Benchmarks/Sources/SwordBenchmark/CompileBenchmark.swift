import Foundation

/// How long the generated code takes to compile, for graphs of growing size. Binding `k` injects up to three
/// bindings numbered above it; every fifth is `.single`, every ninth is bound to a protocol, every eleventh comes
/// from a module's provider, every seventh is a struct. The generated file is compiled alone (`-Onone`, the
/// everyday debug build) against the already built modules, and so is an empty file importing the same modules with
/// the same flags, alternately, `repetitions` times each; the medians are kept and the empty file's is subtracted.
/// The figure per binding comes from CPU time (the compiler's user and system time), which other processes on the
/// machine inflate far less than wall time.
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
    var netMicrosecondsPerBinding: Double { max(0, cpuSeconds - baselineCPUSeconds) / Double(bindings) * 1e6 }
  }

  var sizes = [100, 1_000, 5_000]
  var repetitions = 5

  func run(sword: String, compiler: SwiftCompiler, under folder: URL) throws -> [Measurement] {
    try sizes.map { try measure(bindings: $0, sword: sword, compiler: compiler, under: folder) }
  }

  private func measure(bindings: Int, sword: String, compiler base: SwiftCompiler, under folder: URL) throws
    -> Measurement
  {
    let workspace = GraphWorkspace(root: folder.appendingPathComponent("compile-\(bindings)"), appModule: "App")
    var graphFiles: [String: String] = ["Component.swift": "import Sword\n\n@Component\npublic final class GraphComponent {}\n"]
    let perFile = 50
    for first in stride(from: 0, to: bindings, by: perFile) {
      graphFiles["Nodes\(first).swift"] =
        "import Sword\n" + (first..<min(bindings, first + perFile)).map { node(number: $0, of: bindings) }.joined()
    }
    try workspace.write(graphFiles: graphFiles, appFiles: ["App.swift": "enum AppMarker {}\n"])
    try SwordRun.run(sword: sword, "generate", in: workspace.root.path).check()

    // The modules go to the compiler's shared folder, next to the Sword runtime built once before.
    let compiler = base
    try compiler.library("BenchGraph", sources: workspace.graphSourcePaths(), optimization: "-Onone", objects: false)
    let empty = workspace.root.appendingPathComponent("Empty.swift")
    try Data("import BenchGraph\nimport Sword\n".utf8).write(to: empty)
    var baseline: [CommandRunner.Result] = []
    var generated: [CommandRunner.Result] = []
    for _ in 0..<repetitions {
      baseline.append(try compiler.timeObject("App", sources: [empty.path]))
      generated.append(try compiler.timeObject("App", sources: [workspace.generatedFile.path]))
    }
    let text = try String(contentsOf: workspace.generatedFile, encoding: .utf8)
    return Measurement(
      bindings: bindings, lines: text.split(separator: "\n").count,
      seconds: median(generated.map(\.seconds)), baselineSeconds: median(baseline.map(\.seconds)),
      cpuSeconds: median(generated.map(\.cpuSeconds)), baselineCPUSeconds: median(baseline.map(\.cpuSeconds)))
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
