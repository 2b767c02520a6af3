import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Whatever the cache holds (nothing, current entries, entries of an older state, damaged or swapped entries), a
/// run gives exactly what a cold run gives: the same outcome, the same generated text, the same diagnostics.
final class CacheEquivalenceTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var cacheFolder: String { comparison.cacheFolder }

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Core
          targets: [Components, Storage]
      root:
        sources: App
        module: App
        output: App/Sword.generated.swift

      """)
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write(
      "Core/Sources/Components/AppComponent.swift",
      """
      import Sword
      @Component
      public final class AppComponent {}
      """)
    try folder.write(
      "Core/Sources/Storage/Clock.swift",
      """
      import Components
      import Sword
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      public final class Clock {
        @Injected public init() {}
      }
      """)
    try writeRepository(parameters: "clock: Clock")
    try folder.write("App/App.swift", "enum AppMarker {}\n")
  }

  private func writeRepository(parameters: String, scope: String = "") throws {
    try folder.write(
      "Core/Sources/Storage/UserRepository.swift",
      """
      import Components
      import Sword
      @Dependency(registeredTo: AppComponent.self\(scope))
      public final class UserRepository {
        @Injected public init(\(parameters)) {}
      }
      """)
  }

  private var comparison: ColdComparison { ColdComparison(folder: folder) }

  private func run(_ cache: CacheSetting) async -> (ColdComparison.Result, PipelineReport) {
    await comparison.run(cache)
  }

  @discardableResult
  private func assertSameAsCold(file: StaticString = #filePath, line: UInt = #line) async -> PipelineReport {
    await comparison.assertSameAsCold(file: file, line: line)
  }

  private func entryFiles() throws -> [String] {
    let folder = cacheFolder + "/index"
    return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { "\(folder)/\($0)" }
  }

  func testEmptyWarmAndChangedCachesGiveTheColdResult() async throws {
    // A generated file with nothing below its header: each check's diff holds all of the code to compare.
    try folder.write("App/Sword.generated.swift", OutputWriter.generatedMarker + "\n")
    let first = await assertSameAsCold()
    XCTAssertEqual(first.counts["cached targets"], 0)
    guard case .stale(let diff) = first.outcome else { return XCTFail("expected a stale file, got \(first.outcome)") }
    XCTAssertTrue(diff.contains("UserRepository(clock: self.clock)"))
    let warm = await assertSameAsCold()
    XCTAssertEqual(warm.counts["cached targets"], 3)

    try writeRepository(parameters: "clock: Clock, missing: Missing", scope: ", scopedWith: .single")
    let changed = await assertSameAsCold()
    XCTAssertEqual(changed.counts["cached targets"], 2)
    XCTAssertEqual(changed.diagnostics.map(\.id), [.missingBinding])

    try writeRepository(parameters: "clock: Clock")
    try folder.write("Core/Sources/Storage/Clock.swift", "@Dependency(registeredTo: AppComponent.self)\nstruct {\n")
    let broken = await assertSameAsCold()
    XCTAssertTrue(broken.diagnostics.map(\.id).contains(.sourceSyntax))
  }

  /// The entries of an earlier state of the sources are never taken for the current one.
  func testEntriesOfAnEarlierStateGiveTheColdResult() async throws {
    await assertSameAsCold()
    let saved = try entryFiles().map { ($0, try Data(contentsOf: URL(fileURLWithPath: $0))) }
    try writeRepository(parameters: "")
    await assertSameAsCold()
    for (path, data) in saved { try data.write(to: URL(fileURLWithPath: path)) }
    let report = await assertSameAsCold()
    XCTAssertEqual(report.counts["cached targets"], 2)
  }

  /// Damaged entries, and each target's entry swapped with another's, are rebuilt.
  func testDamagedAndSwappedEntriesGiveTheColdResult() async throws {
    await assertSameAsCold()
    let entries = try entryFiles()
    XCTAssertEqual(entries.count, 3)
    let contents = try entries.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    for (position, path) in entries.enumerated() {
      try contents[(position + 1) % entries.count].write(to: URL(fileURLWithPath: path))
    }
    let swapped = await assertSameAsCold()
    XCTAssertEqual(swapped.counts["cached targets"], 0)
    let rewritten = try entries.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    try Data(rewritten[0].prefix(10)).write(to: URL(fileURLWithPath: entries[0]))
    var flipped = rewritten[1]
    flipped[flipped.count - 20] ^= 0x01
    try flipped.write(to: URL(fileURLWithPath: entries[1]))
    let damaged = await assertSameAsCold()
    XCTAssertEqual(damaged.counts["cached targets"], 1, "only the entry left whole hits")
  }

  /// A cache folder that cannot be written does not fail the run.
  func testUnwritableCacheFolderStillGivesTheColdResult() async throws {
    try folder.write("cache", "a file where the cache folder should be")
    let report = await assertSameAsCold()
    XCTAssertNotEqual(report.outcome, .failed)
  }

  /// Files written by the test become settled (see FileStamp.isSettled) two seconds later.
  private func waitUntilSettled() async throws {
    try await Task.sleep(nanoseconds: 2_100_000_000)
  }

  /// Once the files have settled, a warm run reuses the last run's result without reading them; it still equals a
  /// cold run, and every change (a source, the configuration, a damaged entry) is noticed.
  func testReusedResultsEqualTheColdResult() async throws {
    try await waitUntilSettled()
    let first = await assertSameAsCold()
    XCTAssertNil(first.counts["reused result"])
    let warm = await assertSameAsCold()
    XCTAssertEqual(warm.counts["reused result"], 1)
    XCTAssertEqual(warm.counts["unread targets"], 3)
    XCTAssertEqual(warm.counts["bindings"], first.counts["bindings"])

    try writeRepository(parameters: "clock: Clock, missing: Missing")
    let changed = await assertSameAsCold()
    XCTAssertNil(changed.counts["reused result"])
    XCTAssertEqual(changed.diagnostics.map(\.id), [.missingBinding])
    try await waitUntilSettled()
    await assertSameAsCold()
    let failing = await assertSameAsCold()
    XCTAssertEqual(failing.counts["reused result"], 1, "a failed run's diagnostics are reused too")
    XCTAssertEqual(failing.outcome, .failed)

    try writeRepository(parameters: "clock: Clock")
    try await waitUntilSettled()
    await assertSameAsCold()
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Core
          targets: [Components, Storage]
      root:
        sources: App
        module: App
        output: App/Other.generated.swift

      """)
    let moved = await assertSameAsCold()
    XCTAssertNil(moved.counts["reused result"])
    guard case .stale = moved.outcome else { return XCTFail("expected a missing file, got \(moved.outcome)") }
    XCTAssertEqual(moved.diagnostics.map { $0.location?.file.hasSuffix("/App/Other.generated.swift") }, [true])

    let runFolder = cacheFolder + "/" + RunCache.kind
    let entry = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: runFolder).first { !$0.hasPrefix(".") })
    var damaged = try Data(contentsOf: URL(fileURLWithPath: "\(runFolder)/\(entry)"))
    damaged[damaged.count - 3] ^= 0x20
    try damaged.write(to: URL(fileURLWithPath: "\(runFolder)/\(entry)"))
    let afterDamage = await assertSameAsCold()
    XCTAssertNil(afterDamage.counts["reused result"])
    XCTAssertEqual(afterDamage.counts["unread targets"], 3)
  }

  /// An edit that leaves every index as it was (a method added below the declarations, a comment) reuses the last
  /// run's result after parsing only the edited target; one that changes an index, even by a line, does not. Both
  /// still equal a cold run.
  func testAnEditSwordDoesNotReadReusesTheResult() async throws {
    let first = await assertSameAsCold()
    XCTAssertNil(first.counts["reused result"])
    let repository = folder.path + "/Core/Sources/Storage/UserRepository.swift"
    let original = try String(contentsOfFile: repository, encoding: .utf8)
    try folder.write(
      "Core/Sources/Storage/UserRepository.swift",
      original + """

        // The name shown in the settings screen.
        extension UserRepository {
          public func displayName() -> String { "Repository" }
        }
        """)
    let bodies = await assertSameAsCold()
    XCTAssertEqual(bodies.counts["reused result"], 1)
    XCTAssertEqual(bodies.counts["cached targets"], 2, "only the edited target was parsed")

    try folder.write("Core/Sources/Storage/UserRepository.swift", "// Moved down a line.\n" + original)
    let moved = await assertSameAsCold()
    XCTAssertNil(moved.counts["reused result"], "locations are part of the index: diagnostics quote them")

    try writeRepository(parameters: "clock: Clock", scope: ", scopedWith: .single")
    let scoped = await assertSameAsCold()
    XCTAssertNil(scoped.counts["reused result"])
  }

  /// The generated file on disk is compared on every run, reused result or not.
  func testReusedResultStillComparesTheFileOnDisk() async throws {
    try await waitUntilSettled()
    func run(_ goal: PipelineGoal) async -> PipelineReport {
      await Pipeline.run(
        config: folder.path + "/.sword.yml", goal: goal, describer: ListingDescriber(), jobs: 2,
        cache: .directory(cacheFolder))
    }
    let written = await run(.generate)
    XCTAssertEqual(written.outcome, .written)
    let current = await run(.check)
    XCTAssertEqual(current.outcome, .upToDate)
    XCTAssertEqual(current.counts["reused result"], 1)
    // Edited by hand below Sword's header (a file without it is never overwritten).
    try folder.write("App/Sword.generated.swift", OutputWriter.generatedMarker + "\n// edited by hand\n")
    let stale = await run(.check)
    XCTAssertEqual(stale.counts["reused result"], 1)
    guard case .stale(let diff) = stale.outcome else { return XCTFail("expected a stale file, got \(stale.outcome)") }
    XCTAssertTrue(diff.contains("-// edited by hand"))
    let rewritten = await run(.generate)
    XCTAssertEqual(rewritten.outcome, .written)
  }
}
