import Foundation

/// Many small packages, the module graph of a large app (#40 item 5): `packages` one-target packages of two files
/// each (``MonorepoGenerator`` with `smallPackages`), the root's `App` target depending on all of them. Each count
/// is run cold without a cache (`--no-cache`), as a first run (an empty cache folder, so the cache is written), and
/// as `sword init` in a copy without `.sword.yml`; the CPU times of every count are compared with the first count's,
/// to show whether the work grows with the packages or faster.
struct ScaleBenchmark {
  var sword: String
  var swordArguments: [String] = []
  /// Runs of each kind per count; the one with the least CPU time counts.
  var rounds = 2

  struct Row {
    var packages: Int
    /// `sword generate --no-cache`.
    var cold: SwordRun
    /// `sword generate` with an empty cache folder: the describes and indexes are written to it.
    var firstRun: SwordRun
    /// `sword init` in the workspace without its `.sword.yml`.
    var initRun: CommandRunner.Result
  }

  /// Writes the workspace of `packages` packages under `folder` and runs it.
  func run(packages: Int, under folder: URL) throws -> Row {
    let root = folder.appendingPathComponent("scale-\(packages)")
    let generator = MonorepoGenerator(packages: packages, targets: 1, files: 2, smallPackages: true)
    log("scale: writing \(packages) packages to \(root.path)")
    try generator.write(to: root)
    // Each run `rounds` times, the least CPU time kept: one run of half a second on a shared machine can take
    // twice as long, which the ratios would show as growth. The first cold run also writes the generated file.
    var cold: SwordRun?
    var firstRun: SwordRun?
    for _ in 0..<rounds {
      let run = try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments + ["--no-cache"])
      try run.check()
      if cold.map({ run.cpuSeconds < $0.cpuSeconds }) ?? true { cold = run }
      let cache = folder.appendingPathComponent("scale-\(packages)-cache-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: cache) }
      let first = try SwordRun.run(
        sword: sword, "generate", in: root.path, extra: swordArguments + ["--cache-dir", cache.path])
      try first.check()
      if firstRun.map({ first.cpuSeconds < $0.cpuSeconds }) ?? true { firstRun = first }
    }
    guard let cold, let firstRun else { throw CommandRunner.Failure(description: "scale: no rounds to run") }
    log(
      "scale: \(packages) packages, cold CPU \(format(cold.cpuSeconds)) s, first run \(format(firstRun.cpuSeconds)) s")

    let config = root.appendingPathComponent(".sword.yml")
    let kept = try Data(contentsOf: config)
    try FileManager.default.removeItem(at: config)
    defer { try? kept.write(to: config) }
    let initRun = try CommandRunner.check(sword, ["init"], in: root.path)
    log("scale: \(packages) packages, init CPU \(format(initRun.cpuSeconds)) s")
    return Row(packages: packages, cold: cold, firstRun: firstRun, initRun: initRun)
  }

  /// The table: one row per count, each CPU time also as a multiple of the first row's.
  static func table(_ rows: [Row]) -> String {
    var text = """
      ### Many small packages

      | packages | cold, wall | CPU | × first | first run, wall | CPU | × first | peak MB | init, wall | CPU | × first | describe | cache |
      | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |

      """
    guard let first = rows.first else { return text }
    func ratio(_ value: Double, _ reference: Double) -> String {
      reference > 0 ? format(value / reference) + "×" : "–"
    }
    for row in rows {
      let peak = max(row.cold.peakBytes, row.firstRun.peakBytes)
      text +=
        "| \(row.packages) | \(format(row.cold.seconds)) | \(format(row.cold.cpuSeconds)) | "
        + "\(ratio(row.cold.cpuSeconds, first.cold.cpuSeconds)) | \(format(row.firstRun.seconds)) | "
        + "\(format(row.firstRun.cpuSeconds)) | \(ratio(row.firstRun.cpuSeconds, first.firstRun.cpuSeconds)) | "
        + "\(peak / 1_048_576) | \(format(row.initRun.seconds)) | \(format(row.initRun.cpuSeconds)) | "
        + "\(ratio(row.initRun.cpuSeconds, first.initRun.cpuSeconds)) | "
        + "\(format(row.firstRun.cpuStage("describe"))) | \(format(row.firstRun.cpuStage("cache"))) |\n"
    }
    return text
      + "\nOne-target packages of two files, the root's App target depending on all of them; seconds. cold: "
      + "`--no-cache`; first run: an empty `--cache-dir` (the cache is written); each the run with the least CPU "
      + "time of two. init: `sword init` in the workspace without its .sword.yml, one run. × first: the CPU time "
      + "over the first row's (linear: the packages' ratio). describe, cache: the first run's CPU seconds in those "
      + "stages. Peak MB: the larger of the cold and first runs'.\n"
  }
}
