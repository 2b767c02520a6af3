import Foundation
import SwordTestSupport
import Testing

@testable import SwordGenerator

/// `sword check --stamp`: the output stage writes the stamp a build system waits for when, and only when, the
/// check passes.
struct CheckStampTests {
  private let folder: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-tests-\(UUID().uuidString)").path
    try write(".sword.yml", "root:\n  sources: App\n  module: App\n  output: App/Sword.generated.swift\n")
    try write("App/AppComponent.swift", "import Sword\n@Component final class AppComponent {}\n")
  }

  private func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: folder + "/" + path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A run of `goal` with `stamp` (relative to the workspace folder, the run's current directory).
  private func run(_ goal: PipelineGoal, stamp: String?) async -> PipelineReport {
    var options = PipelineOptions(currentDirectory: folder)
    options.checkStamp = stamp
    return await Pipeline.run(
      .configuration(path: ".sword.yml", packages: .describer(ListingDescriber())), goal: goal, options: options)
  }

  private func stampExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder + "/" + path) }

  @Test func aPassingCheckWritesTheStampAndOnlyThen() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let missing = await run(.check, stamp: "build/check.stamp")
    #expect(missing.outcome != .upToDate)
    #expect(!stampExists("build/check.stamp"), "a failing check leaves no stamp")

    let generated = await run(.generate, stamp: "build/check.stamp")
    #expect(generated.outcome == .written)
    #expect(!stampExists("build/check.stamp"), "generate writes no stamp")

    try FileManager.default.createDirectory(atPath: folder + "/build", withIntermediateDirectories: true)
    let passing = await run(.check, stamp: "build/check.stamp")
    #expect(passing.outcome == .upToDate)
    #expect(try String(contentsOfFile: folder + "/build/check.stamp", encoding: .utf8) == "ok\n")
  }

  @Test func aStampThatCannotBeWrittenFailsTheCheck() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = await run(.generate, stamp: nil)
    let report = await run(.check, stamp: "no-such-folder/check.stamp")
    #expect(report.outcome == .failed)
    #expect(report.diagnostics.map(\.id) == [.outputUnwritable])
    #expect(
      report.diagnostics.first?.message.hasPrefix("cannot write the stamp '\(folder)/no-such-folder/check.stamp'")
        == true)
  }
}
