import Foundation

/// Resolves the same 100-node graph (node i injects nodes 2i+1 and 2i+2) through Sword's generated accessors and
/// through hand-written code, in one release-built process, in interleaved rounds: unscoped (every resolve of the
/// top node constructs all 100) and `.single` (each lookup of an already made instance, against a hand-written
/// lazy property behind a lock).
struct RuntimeBenchmark {
  var nodes = 100

  struct Measurement {
    var generatedUnscoped: Double
    var handUnscoped: Double
    var generatedSingle: Double
    var handSingle: Double
  }

  func run(sword: String, compiler base: SwiftCompiler, under folder: URL) throws -> Measurement {
    let workspace = GraphWorkspace(root: folder.appendingPathComponent("runtime"), appModule: "RuntimeApp")
    try workspace.write(
      graphFiles: ["Graph.swift": graphSource()], appFiles: ["Hand.swift": handSource(), "main.swift": mainSource()])
    try SwordRun.run(sword: sword, "generate", in: workspace.root.path).check()
    var compiler = base
    compiler.output = folder.appendingPathComponent("runtime-modules")
    try compiler.buildSwordRuntime(optimization: "-O")
    try compiler.library("BenchGraph", sources: workspace.graphSourcePaths(), optimization: "-O", objects: true)
    let app = workspace.appSources
    let executable = try compiler.executable(
      "RuntimeApp",
      sources: ["Sword.generated.swift", "Hand.swift", "main.swift"].map { app.appendingPathComponent($0).path },
      libraries: ["BenchGraph", "Sword"])
    let output = try CommandRunner.check(executable, []).standardOutput
    var values: [String: Double] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 3, parts[0] == "RESULT", let value = Double(parts[2]) { values[String(parts[1])] = value }
    }
    return Measurement(
      generatedUnscoped: values["generated_unscoped"] ?? .nan, handUnscoped: values["hand_unscoped"] ?? .nan,
      generatedSingle: values["generated_single"] ?? .nan, handSingle: values["hand_single"] ?? .nan)
  }

  private func children(_ node: Int) -> [Int] { [2 * node + 1, 2 * node + 2].filter { $0 < nodes } }

  private func graphSource() -> String {
    var text =
      "import Sword\n\n@Component\npublic final class RuntimeComponent {}\n\n@Component\npublic final class SingleComponent {}\n"
    for (prefix, scope, component) in [
      ("Unscoped", "", "RuntimeComponent"), ("Single", ", scopedWith: .single", "SingleComponent"),
    ] {
      for node in 0..<nodes {
        let injected = children(node).map { ("\(prefix.lowercased())Node\($0)", "\(prefix)Node\($0)") }
        text += """

          @Dependency(registeredTo: \(component).self\(scope))
          public final class \(prefix)Node\(node) {
          \(injected.map { "  public let \($0.0): \($0.1)\n" }.joined())
            @Injected
            public init(\(injected.map { "\($0.0): \($0.1)" }.joined(separator: ", "))) {
          \(injected.map { "    self.\($0.0) = \($0.0)\n" }.joined())  }
          }

          """
      }
    }
    return text
  }

  private func handSource() -> String {
    var text = "import BenchGraph\nimport Foundation\n\n/// The same graph, wired by hand.\nenum HandWired {\n"
    for node in 0..<nodes {
      let arguments = children(node).map { "unscopedNode\($0): unscopedNode\($0)()" }.joined(separator: ", ")
      text += "  static func unscopedNode\(node)() -> UnscopedNode\(node) { UnscopedNode\(node)(\(arguments)) }\n"
    }
    text += "}\n\n/// Lazy properties behind a lock, one per node.\nfinal class HandSingles: @unchecked Sendable {\n"
    for node in 0..<nodes {
      let arguments = children(node).map { "singleNode\($0): singleNode\($0)" }.joined(separator: ", ")
      text += """
          private let lock\(node) = NSLock()
          private var stored\(node): SingleNode\(node)?
          var singleNode\(node): SingleNode\(node) {
            lock\(node).lock()
            defer { lock\(node).unlock() }
            if let stored\(node) { return stored\(node) }
            let made = SingleNode\(node)(\(arguments))
            stored\(node) = made
            return made
          }

        """
    }
    return text + "}\n"
  }

  private func mainSource() -> String {
    let generatedLookups = (0..<nodes).map { "    blackHole(singles.singleNode\($0))\n" }.joined()
    let handLookups = (0..<nodes).map { "    blackHole(hand.singleNode\($0))\n" }.joined()
    return """
      import BenchGraph
      import Foundation

      @inline(never) @_optimize(none) func blackHole<T>(_ value: T) {}
      func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

      let component = RuntimeComponent()
      let singles = SingleComponent()
      let hand = HandSingles()
      let resolves = 20_000
      let lookupRounds = 2_000

      @MainActor func generatedUnscoped() -> Double {
        let start = now()
        for _ in 0..<resolves { blackHole(component.unscopedNode0) }
        return Double(now() - start) / Double(resolves)
      }

      @MainActor func handUnscoped() -> Double {
        let start = now()
        for _ in 0..<resolves { blackHole(HandWired.unscopedNode0()) }
        return Double(now() - start) / Double(resolves)
      }

      @MainActor func generatedSingle() -> Double {
        let start = now()
        for _ in 0..<lookupRounds {
      \(generatedLookups)  }
        return Double(now() - start) / Double(lookupRounds * \(nodes))
      }

      @MainActor func handSingle() -> Double {
        let start = now()
        for _ in 0..<lookupRounds {
      \(handLookups)  }
        return Double(now() - start) / Double(lookupRounds * \(nodes))
      }

      let variants: [(String, @MainActor () -> Double)] = [
        ("generated_unscoped", generatedUnscoped), ("hand_unscoped", handUnscoped),
        ("generated_single", generatedSingle), ("hand_single", handSingle),
      ]
      for (_, measure) in variants { _ = measure() }  // warm up: makes the .single instances
      var samples: [String: [Double]] = [:]
      for _ in 0..<21 {
        for (name, measure) in variants { samples[name, default: []].append(measure()) }
      }
      for (name, _) in variants {
        let sorted = samples[name]!.sorted()
        print("RESULT \\(name) \\(sorted[sorted.count / 2])")
      }

      """
  }
}
