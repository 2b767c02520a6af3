import Foundation

/// The edits users make between two runs, each from a warm cache on a size's workspace and undone afterwards:
/// a branch switch (10 % of the files of 30 % of the packages changed, manifests untouched), a file added and
/// another removed, and one `Package.swift` edited (a target added); then the first runs in fresh clones (see
/// ``firstRuns(of:)``). Each row: wall, CPU and peak memory of the `sword generate` that follows the edit.
struct EditBenchmark {
  var generator: MonorepoGenerator
  var sword: String
  /// The `swift` that describes packages for the first run's SwiftPM-alone figure.
  var swift: String
  var swordArguments: [String] = []
  /// The CPU time of the size's parse floor (``ParseFloor``), for the first run's CPU floor.
  var parseCPUSeconds: Double = 0
  /// `--compare-generator`: rockname/sword's `SwordCommand`, run on a fresh clone beside Sword's first run.
  var compareGenerator: String?

  struct Row {
    var name: String
    var detail: String
    var run: SwordRun
  }

  func run(in root: URL) throws -> [Row] {
    var rows: [Row] = []
    let generate = { try SwordRun.run(sword: sword, "generate", in: root.path, extra: self.swordArguments) }
    let warm = { try generate().check() }
    try warm()

    // A branch switch: every tenth file of each target of every package p with p % 10 < 3.
    var changed: [(URL, String)] = []
    for package in 0..<generator.packages where package % 10 < 3 {
      for target in 0..<generator.targets {
        for number in stride(from: 0, to: generator.files, by: 10) {
          let url = generator.path(of: package, target, number, in: root)
          let original = try String(contentsOf: url, encoding: .utf8)
          changed.append((url, original))
          try Data(
            (original
              + "\n/// Changed on the other branch.\nextension \(url.deletingPathExtension().lastPathComponent) {\n"
              + "  func onBranch() -> Int { \(number) }\n}\n").utf8
          ).write(to: url)
        }
      }
    }
    let packages = (0..<generator.packages).filter { $0 % 10 < 3 }.count
    rows.append(
      Row(
        name: "branch switch", detail: "\(changed.count) files in \(packages) packages",
        run: try generate()))
    for (url, original) in changed { try Data(original.utf8).write(to: url) }
    try warm()

    // A file added (a new binding) and a file without Sword attributes removed, in one target.
    let package = min(3, generator.packages - 1)
    let added = generator.path(of: package, 1, 0, in: root).deletingLastPathComponent()
      .appendingPathComponent("BenchAddedService.swift")
    let component = generator.component(of: package)
    try Data(
      """
      import Sword

      @Dependency(registeredTo: \(component).self)
      public final class BenchAddedService {
        @Injected public init() {}
      }

      """.utf8
    ).write(to: added)
    let removed = try generator.plainFile(of: package, 1, in: root)
    let removedText = try Data(contentsOf: removed)
    try FileManager.default.removeItem(at: removed)
    rows.append(
      Row(
        name: "file added and removed", detail: "one target",
        run: try generate()))
    try FileManager.default.removeItem(at: added)
    try removedText.write(to: removed)
    try warm()

    // One manifest edited: a target added to a package (with one file), not listed in .sword.yml.
    let manifest = root.appendingPathComponent("Packages/\(MonorepoGenerator.packageName(package))/Package.swift")
    let manifestText = try String(contentsOf: manifest, encoding: .utf8)
    let newTarget = root.appendingPathComponent("Packages/\(MonorepoGenerator.packageName(package))/Sources/BenchExtra")
    try FileManager.default.createDirectory(at: newTarget, withIntermediateDirectories: true)
    try Data("public enum BenchExtra {}\n".utf8).write(to: newTarget.appendingPathComponent("BenchExtra.swift"))
    try Data(
      manifestText.replacingOccurrences(
        of: "  targets: [\n", with: "  targets: [\n    .target(name: \"BenchExtra\"),\n"
      ).utf8
    )
    .write(to: manifest)
    rows.append(
      Row(
        name: "Package.swift edited", detail: "a target added",
        run: try generate()))
    try Data(manifestText.utf8).write(to: manifest)
    try FileManager.default.removeItem(at: newTarget)
    try warm()

    rows += try firstRuns(of: root)
    return rows
  }

  /// First runs in fresh clones: the workspace copied to a folder of its own, without any `.build` (so no Sword
  /// cache, and SwiftPM's caches, keyed by the package's path, miss), then one `sword generate`:
  /// - manifests read statically (the default): SwiftPM described nowhere;
  /// - `--describe-with-swiftpm`: every manifest compiled by SwiftPM, beside SwiftPM alone on a second fresh copy
  ///   (`swift package describe` of every package, as many at a time as there are cores, manifests as cold);
  /// - a CI job: another fresh clone at another path, with the first clone's cache restored (`--cache-dir`);
  /// - with `--compare-generator`, rockname/sword's generator on another fresh clone.
  func firstRuns(of root: URL) throws -> [Row] {
    func freshCopy(_ name: String) throws -> URL {
      let copy = root.deletingLastPathComponent().appendingPathComponent(
        "\(root.lastPathComponent)-\(name)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: root, to: copy)
      let builds =
        [copy.appendingPathComponent(".build")]
        + (0..<generator.packages).map {
          copy.appendingPathComponent("Packages/\(MonorepoGenerator.packageName($0))/.build")
        }
      for build in builds { try? FileManager.default.removeItem(at: build) }
      return copy
    }
    let cores = Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
    var rows: [Row] = []

    let clone = try freshCopy("clone")
    defer { try? FileManager.default.removeItem(at: clone) }
    let statically = try SwordRun.run(sword: sword, "generate", in: clone.path, extra: swordArguments)
    try statically.check()
    let parseFloor = parseCPUSeconds / cores
    rows.append(
      Row(
        name: "first run, fresh clone",
        detail: "manifests read statically; parse floor \(format(parseFloor)) s "
          + "(\(format(statically.seconds / max(parseFloor, 0.001)))×)", run: statically))

    let baselineCopy = try freshCopy("swiftpm")
    defer { try? FileManager.default.removeItem(at: baselineCopy) }
    let packages =
      [baselineCopy.path]
      + (0..<generator.packages).map {
        baselineCopy.appendingPathComponent("Packages/\(MonorepoGenerator.packageName($0))").path
      }
    let swiftPM = DescribeBaseline.measure(packages: packages, swift: swift)
    let swiftPMClone = try freshCopy("swiftpm-clone")
    defer { try? FileManager.default.removeItem(at: swiftPMClone) }
    let described = try SwordRun.run(
      sword: sword, "generate", in: swiftPMClone.path, extra: swordArguments + ["--describe-with-swiftpm"])
    try described.check()
    // SwiftPM's CPU and the parse's, over every core: what a first run that compiles every manifest cannot beat.
    let cpuFloor = max(swiftPM.seconds, (swiftPM.cpuSeconds + parseCPUSeconds) / cores)
    rows.append(
      Row(
        name: "first run, fresh clone, --describe-with-swiftpm",
        detail: "SwiftPM alone \(format(swiftPM.seconds)) s, CPU \(format(swiftPM.cpuSeconds)) s "
          + "(\(format(described.seconds / swiftPM.seconds))×); CPU floor \(format(cpuFloor)) s "
          + "(\(format(described.seconds / cpuFloor))×)",
        run: described))

    // CI: the first clone's cache restored into a clone elsewhere (another runner, another path).
    let restoredCache = root.deletingLastPathComponent().appendingPathComponent("restored-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: restoredCache) }
    try FileManager.default.copyItem(at: clone.appendingPathComponent(".build/sword-cache"), to: restoredCache)
    let elsewhere = try freshCopy("ci/elsewhere")
    defer { try? FileManager.default.removeItem(at: elsewhere.deletingLastPathComponent()) }
    let restored = try SwordRun.run(
      sword: sword, "generate", in: elsewhere.path, extra: swordArguments + ["--cache-dir", restoredCache.path])
    try restored.check()
    rows.append(
      Row(
        name: "fresh clone at another path, cache restored",
        detail: "the first clone's cache as --cache-dir (a CI job); \(restored.cachedTargets) targets and "
          + "\(restored.cachedPackages) packages from it",
        run: restored))

    if let compareGenerator {
      let theirs = try freshCopy("compared")
      defer { try? FileManager.default.removeItem(at: theirs) }
      let result = try CommandRunner.run(
        compareGenerator,
        ["--targets", "App", "--inputs", "Sources/App", "--output", "Sources/App/Sword.generated.swift"],
        in: theirs.path)
      let run = SwordRun(
        seconds: result.seconds, cpuSeconds: result.cpuSeconds, peakBytes: result.peakBytes, stages: [:],
        cpuStages: [:],
        output: result.standardError)
      rows.append(
        Row(
          name: "rockname/sword's generator, fresh clone",
          detail: (result.succeeded ? "" : "exited with \(result.status); ") + "Sword's first run is "
            + "\(format(statically.seconds / result.seconds))× its wall, \(format(statically.cpuSeconds / result.cpuSeconds))× its CPU",
          run: run))
    }
    return rows
  }

  static func table(_ rows: [(size: WorkspaceSize, rows: [Row])]) -> String {
    var text = """
      | size | edit | what | wall | CPU | peak MB | describe | index | graph | render |
      | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |

      """
    for (size, edits) in rows {
      for row in edits {
        let run = row.run
        text +=
          "| \(size.name) | \(row.name) | \(row.detail) | \(format(run.seconds)) | \(format(run.cpuSeconds)) | "
          + "\(run.peakBytes / 1_048_576) | \(format(run.stage("describe"))) | \(format(run.stage("index"))) | "
          + "\(format(run.stage("graph"))) | \(format(run.stage("render"))) |\n"
      }
    }
    return text
      + "\nSeconds, one run each, from a warm cache; each edit is undone (and the cache warmed again) before the "
      + "next. First runs: a fresh copy of the workspace without any .build (no Sword cache; SwiftPM's caches miss). "
      + "Manifests read statically is the default; --describe-with-swiftpm compiles every manifest, beside SwiftPM "
      + "alone (swift package describe of every package of another fresh copy, as many at a time as cores). "
      + "Cache restored: another fresh copy at another path, given the first one's cache with --cache-dir.\n"
  }
}
