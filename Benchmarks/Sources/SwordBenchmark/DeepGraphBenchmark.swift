import Foundation

/// The deep case: `levels` levels of `width` bindings, each injecting every binding of the level below, with
/// `.single` on every tenth level, so the number of paths from the top is width^levels. A checker that walks paths
/// never finishes; Sword's graph stages must cost no more per binding than on a shallow graph of the same size
/// (every binding injecting the same three leaves). Both are run cold without a cache, alternately, `rounds` times;
/// the run with the least CPU time in the graph and render stages counts, and so does the median of the rounds'
/// own ratios (deep ÷ shallow, from runs a second apart, which cancels the machine's drift between rounds).
struct DeepGraphBenchmark {
  var levels = 1_000
  var width = 3
  var swordArguments: [String] = []

  struct Measurement {
    var bindings: Int
    /// The graph (merge + validation) and render stages, in seconds: wall clock, and the process's CPU time.
    var graphSeconds: Double
    var graphCPUSeconds: Double
    var totalSeconds: Double
    /// From CPU time, which the other processes on the machine hardly inflate.
    var perBindingMicroseconds: Double { graphCPUSeconds / Double(bindings) * 1e6 }
  }

  /// Runs per workspace; the two workspaces alternate, so that the machine's drift over a minute lands on both.
  var rounds = 11

  /// The best run of each workspace, and the median over rounds of deep ÷ shallow (graph and render CPU time).
  func run(sword: String, under folder: URL) throws -> (deep: Measurement, shallow: Measurement, pairedRatio: Double?) {
    let roots = [folder.appendingPathComponent("deep"), folder.appendingPathComponent("shallow")]
    for (root, deep) in zip(roots, [true, false]) { try write(to: root, deep: deep) }
    var best: [SwordRun?] = [nil, nil]
    // Each workspace's graph and render CPU time in each round.
    var perRound: [[Double]] = [[], []]
    func stages(_ run: SwordRun) -> Double { run.cpuStage("graph") + run.cpuStage("render") }
    // Without a cache nothing runs beside the graph stage (no cache writes), so the process's CPU time during it
    // is the stage's own.
    let arguments = swordArguments.contains("--no-cache") ? swordArguments : swordArguments + ["--no-cache"]
    for _ in 0..<rounds {
      for (position, root) in roots.enumerated() {
        let run = try SwordRun.run(sword: sword, "generate", in: root.path, extra: arguments)
        try run.check()
        if best[position].map({ stages(run) < stages($0) }) ?? true { best[position] = run }
        perRound[position].append(stages(run))
      }
    }
    let measurements = best.map { run in
      Measurement(
        bindings: levels * width, graphSeconds: run!.stage("graph") + run!.stage("render"),
        graphCPUSeconds: stages(run!), totalSeconds: run!.seconds)
    }
    return (measurements[0], measurements[1], perRound[0].medianRatio(to: perRound[1]))
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
