import Foundation

/// The deep case: `levels` levels of `width` bindings, each injecting every binding of the level below, with
/// `.single` on every tenth level, so the number of paths from the top is width^levels. A checker that walks paths
/// never finishes; Sword's graph stages must cost no more per binding than on a shallow graph of the same size
/// (every binding injecting the same three leaves).
struct DeepGraphBenchmark {
  var levels = 1_000
  var width = 3
  var swordArguments: [String] = []

  struct Measurement {
    var bindings: Int
    /// The graph (merge + validation) and render stages, in seconds.
    var graphSeconds: Double
    var totalSeconds: Double
    var perBindingMicroseconds: Double { graphSeconds / Double(bindings) * 1e6 }
  }

  func run(sword: String, under folder: URL) throws -> (deep: Measurement, shallow: Measurement) {
    let deep = try measure(sword: sword, at: folder.appendingPathComponent("deep"), deep: true)
    let shallow = try measure(sword: sword, at: folder.appendingPathComponent("shallow"), deep: false)
    return (deep, shallow)
  }

  private func measure(sword: String, at root: URL, deep: Bool) throws -> Measurement {
    try write(to: root, deep: deep)
    var best: SwordRun?
    for _ in 0..<3 {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(".build/sword-cache"))
      let run = try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments)
      if best == nil || run.stage("graph") + run.stage("render") < best!.stage("graph") + best!.stage("render") {
        best = run
      }
    }
    return Measurement(
      bindings: levels * width, graphSeconds: best!.stage("graph") + best!.stage("render"), totalSeconds: best!.seconds)
  }

  private func write(to root: URL, deep: Bool) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: root)
    let sources = root.appendingPathComponent("Sources/App")
    try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(MonorepoGenerator.rootManifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    try Data("root:\n  target: App\n".utf8).write(to: root.appendingPathComponent(".sword.yml"))
    try Data("import Sword\n\n@Component\nfinal class AppComponent {}\n\nprint(\"deep\")\n".utf8)
      .write(to: sources.appendingPathComponent("main.swift"))
    for level in 0..<levels {
      var text = "import Sword\n"
      // The deep graph injects the next level; the shallow one always injects the last level.
      let below = deep ? level + 1 : levels - 1
      let injected = level == levels - 1 ? [] : (0..<width).map { "l\(below)n\($0): L\(below)N\($0)" }
      for node in 0..<width {
        let scope = level % 10 == 0 ? ", scopedWith: .single" : ""
        text += """

          @Dependency(registeredTo: AppComponent.self\(scope))
          final class L\(level)N\(node) {
            @Injected
            init(\(injected.joined(separator: ", "))) {}
          }

          """
      }
      try Data(text.utf8).write(to: sources.appendingPathComponent("Level\(level).swift"))
    }
  }
}
