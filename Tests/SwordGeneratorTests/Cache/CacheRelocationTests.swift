import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A CI job restores `--cache-dir` from a job that ran in a clone at another path (another runner, another
/// checkout folder): every package description and every target's index comes from the cache, and the output is
/// what a cold run in the new clone writes.
final class CacheRelocationTests: XCTestCase {
  func testACacheRestoredIntoACloneAtAnotherPathDescribesAndParsesNothing() async throws {
    let folder = try TemporaryFolder(for: self)
    let first = folder.path + "/runner1/checkout"
    try writeWorkspace(at: first)
    let cache = folder.path + "/restored-cache"
    let cold = await generate(first, cache: cache)
    XCTAssertEqual(cold.diagnostics.map(\.rendered), [])
    XCTAssertEqual(cold.counts["cached targets"], 0)
    // As in a repository that commits the generated file: the cache's entries were made with it in place (the cold
    // run wrote it, so App's folder is listed once more).
    _ = await generate(first, cache: cache)

    let clone = folder.path + "/runner2/another/checkout"
    try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
    try FileManager.default.removeItem(atPath: clone)
    try FileManager.default.copyItem(atPath: first, toPath: clone)
    let restored = await generate(clone, cache: cache)
    XCTAssertEqual(restored.diagnostics.map(\.rendered), [])
    XCTAssertEqual(restored.counts["cached packages"], 2, "every description from the cache")
    XCTAssertEqual(restored.counts["cached targets"], restored.counts["targets"], "every index from the cache")
    XCTAssertEqual(restored.outcome, .upToDate, "the committed file is what the cold run wrote")
    let generated = try String(contentsOfFile: clone + "/Sources/App/Sword.generated.swift", encoding: .utf8)
    XCTAssertFalse(generated.contains("runner1"), generated)

    // The same in a clone without the generated file: written as a cold run there writes it.
    try FileManager.default.removeItem(atPath: clone + "/Sources/App/Sword.generated.swift")
    let rewritten = await generate(clone, cache: cache)
    XCTAssertEqual(rewritten.outcome, .written)
    XCTAssertEqual(try String(contentsOfFile: clone + "/Sources/App/Sword.generated.swift", encoding: .utf8), generated)
  }

  /// ``DeclarativeWorkspace``, with a scoped dependency in `Core`.
  private func writeWorkspace(at root: String) throws {
    try DeclarativeWorkspace.write(into: root)
    func write(_ path: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    try write(
      "Packages/Core/Sources/Core/Clock.swift",
      """
      import Sword
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      public final class Clock {
        @Injected public init() {}
      }

      """)
  }

  private func generate(_ root: String, cache: String) async -> PipelineReport {
    await Pipeline.run(
      .configuration(path: root + "/.sword.yml", packages: .describer(DeclarativeWorkspace.describer())),
      goal: .generate,
      options: PipelineOptions(cache: .directory(cache), currentDirectory: root))
  }
}
