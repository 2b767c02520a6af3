import Foundation

/// The edits users make between two runs, each from a warm cache on a size's workspace and undone afterwards:
/// a branch switch (10 % of the files of 30 % of the packages changed, manifests untouched), a file added and
/// another removed, and one `Package.swift` edited (a target added). Each row: wall, CPU and peak memory of the
/// `sword generate` that follows the edit.
struct EditBenchmark {
  var generator: MonorepoGenerator
  var sword: String
  var swordArguments: [String] = []

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
          try Data((original + "\n/// Changed on the other branch.\nextension \(url.deletingPathExtension().lastPathComponent) {\n"
            + "  func onBranch() -> Int { \(number) }\n}\n").utf8).write(to: url)
        }
      }
    }
    let packages = (0..<generator.packages).filter { $0 % 10 < 3 }.count
    rows.append(Row(
      name: "branch switch", detail: "\(changed.count) files in \(packages) packages",
      run: try generate()))
    for (url, original) in changed { try Data(original.utf8).write(to: url) }
    try warm()

    // A file added (a new binding) and a file without Sword attributes removed, in one target.
    let package = min(3, generator.packages - 1)
    let added = generator.path(of: package, 1, 0, in: root).deletingLastPathComponent()
      .appendingPathComponent("BenchAddedService.swift")
    let component = generator.component(of: package)
    try Data("""
      import Sword

      @Dependency(registeredTo: \(component).self)
      public final class BenchAddedService {
        @Injected public init() {}
      }

      """.utf8).write(to: added)
    let removed = try generator.plainFile(of: package, 1, in: root)
    let removedText = try Data(contentsOf: removed)
    try FileManager.default.removeItem(at: removed)
    rows.append(Row(
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
    try Data(manifestText.replacingOccurrences(of: "  targets: [\n", with: "  targets: [\n    .target(name: \"BenchExtra\"),\n").utf8)
      .write(to: manifest)
    rows.append(Row(
      name: "Package.swift edited", detail: "a target added",
      run: try generate()))
    try Data(manifestText.utf8).write(to: manifest)
    try FileManager.default.removeItem(at: newTarget)
    try warm()
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
        text += "| \(size.name) | \(row.name) | \(row.detail) | \(format(run.seconds)) | \(format(run.cpuSeconds)) | "
          + "\(run.peakBytes / 1_048_576) | \(format(run.stage("describe"))) | \(format(run.stage("index"))) | "
          + "\(format(run.stage("graph"))) | \(format(run.stage("render"))) |\n"
      }
    }
    return text + "\nSeconds, one run each, from a warm cache; each edit is undone (and the cache warmed again) before the next.\n"
  }
}
