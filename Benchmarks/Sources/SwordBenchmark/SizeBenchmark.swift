import Foundation

/// One row of the S/M/L table: a synthetic monorepo of one size, run cold (no Sword cache), warm (nothing
/// changed), after one file changed (a method added: nothing Sword reads), after one binding edited (its scope:
/// the graph and the generated code change), and `sword check` warm; with the parse floor and SwiftPM's own
/// describe time measured in the same run.
struct SizeBenchmark {
  var size: WorkspaceSize
  var sword: String
  var swift: String
  var swordArguments: [String] = []

  struct Row {
    var size: WorkspaceSize
    var files: Int
    var bytes: Int
    var bindings: Int
    var cold: SwordRun
    /// The cold run with every manifest compiled by SwiftPM (`--describe-with-swiftpm`).
    var coldSwiftPM: SwordRun
    var warm: SwordRun
    var changed: SwordRun
    var bindingEdited: SwordRun
    var checkWarm: SwordRun
    var floor: ParseFloor.Measurement
    var describeBaseline: DescribeBaseline.Measurement

    /// Everything but describe in the cold run: wall time less the describe stage.
    var coldWithoutDescribe: Double { cold.seconds - cold.stage("describe") }

    /// What no cold run can beat on this machine: SwiftPM's describes and the parse, their CPU time spread over
    /// every core, and never less than the describes' own wall time.
    var cpuFloor: Double {
      let cores = Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
      return max(describeBaseline.seconds, (describeBaseline.cpuSeconds + floor.cpuSeconds) / cores)
    }
  }

  func run(under folder: URL) throws -> Row {
    let root = folder.appendingPathComponent(size.name)
    let generator = MonorepoGenerator(size: size)
    log("\(size.name): writing \(size.fileCount) files to \(root.path)")
    let files = try generator.write(to: root)
    let floor = ParseFloor.measure(files)
    log(
      "\(size.name): parse floor \(format(floor.seconds)) s (CPU \(format(floor.cpuSeconds)) s) for \(floor.files) "
        + "files, \(floor.bytes / 1_000_000) MB")

    let packages =
      [root.path]
      + (0..<size.packages).map {
        root.appendingPathComponent("Packages/\(MonorepoGenerator.packageName($0))").path
      }
    // Once unmeasured, so SwiftPM's own manifest cache is warm for both the baseline and Sword.
    _ = DescribeBaseline.measure(packages: packages, swift: swift)
    let baseline = DescribeBaseline.measure(packages: packages, swift: swift)
    log(
      "\(size.name): swift package describe, all packages concurrently: \(format(baseline.seconds)) s, "
        + "CPU \(format(baseline.cpuSeconds)) s")

    // Once unmeasured, so the generated file exists as it does in a repository that commits it.
    try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments).check()
    let cache = root.appendingPathComponent(".build/sword-cache")
    try? FileManager.default.removeItem(at: cache)
    let coldSwiftPM = try SwordRun.run(
      sword: sword, "generate", in: root.path, extra: swordArguments + ["--describe-with-swiftpm"])
    try coldSwiftPM.check()
    try? FileManager.default.removeItem(at: cache)
    let cold = try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments)
    try cold.check()
    log(
      "\(size.name): cold \(format(cold.seconds)) s, every manifest compiled by SwiftPM \(format(coldSwiftPM.seconds)) s"
    )
    let warm = try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments)
    let checkWarm = try SwordRun.run(sword: sword, "check", in: root.path, extra: swordArguments)
    let edited = generator.editedFile(in: root)
    let original = try String(contentsOf: edited, encoding: .utf8)
    let edit =
      "\n/// Added by the one-file-changed run.\nextension \(edited.deletingPathExtension().lastPathComponent) {\n"
      + "  func editedAt() -> Int { \(Int(Date().timeIntervalSince1970)) }\n}\n"
    try Data((original + edit).utf8).write(to: edited)
    let changed = try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments)
    // The same binding made `.single`: its index changes, so the graph is built and the code rendered again.
    let unscoped = "@Dependency(registeredTo: \(generator.component(of: size.packages / 2)).self)\n"
    guard original.contains(unscoped) else {
      throw CommandRunner.Failure(description: "\(edited.path) has no '\(unscoped)' to edit")
    }
    try Data(original.replacingOccurrences(of: unscoped, with: unscoped.dropLast(2) + ", scopedWith: .single)\n").utf8)
      .write(to: edited)
    let bindingEdited = try SwordRun.run(sword: sword, "generate", in: root.path, extra: swordArguments)
    try bindingEdited.check()
    try Data(original.utf8).write(to: edited)
    return Row(
      size: size, files: floor.files, bytes: floor.bytes,
      bindings: cold.bindingCount, cold: cold, coldSwiftPM: coldSwiftPM, warm: warm, changed: changed,
      bindingEdited: bindingEdited,
      checkWarm: checkWarm,
      floor: floor, describeBaseline: baseline)
  }
}

extension SwordRun {
  /// The `bindings N` count `sword --verbose` prints.
  var bindingCount: Int {
    guard let range = output.range(of: "bindings ") else { return 0 }
    return Int(output[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}

/// Progress on standard error, so that standard output holds only the tables.
func log(_ message: String) {
  FileHandle.standardError.write(Data("sword-benchmark: \(message)\n".utf8))
}

func format(_ seconds: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", seconds) }
