import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The pipeline with the real `swift package describe` (`.swiftPMOnly`: these manifests are declarative, and would
/// otherwise be read statically): the second run takes the package's description from the cache, and a file added
/// to a target describes it again (three describes, a few seconds).
final class SwiftPMCacheIntegrationTests: XCTestCase {
  func testDescriptionIsCachedUntilAFileIsAdded() async throws {
    let folder = try TemporaryFolder(for: self)
    let scratch = SwiftPMDescriber.scratchPath(for: folder.path + "/Core")
    let lock = FileManager.default.temporaryDirectory
      .appendingPathComponent(scratch.replacingOccurrences(of: "/", with: "_") + ".lock").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: lock) }
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Core
          targets: [Core]
      root:
        sources: App
        module: App
        output: App/Sword.generated.swift

      """)
    try folder.write(
      "Core/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Core", targets: [.target(name: "Core")])

      """)
    try folder.write(
      "Core/Sources/Core/AppComponent.swift", "import Sword\n@Component\npublic final class AppComponent {}\n")
    try folder.write("App/App.swift", "enum AppMarker {}\n")
    // A generated file with nothing below its header: each check's diff holds all of the code.
    try folder.write("App/Sword.generated.swift", OutputWriter.generatedMarker + "\n")

    // What this test follows is the describe cache, so no file may ever count as settled: otherwise, once the first
    // run takes longer than the settling window (a slow or loaded machine), its stamps vouch for the files, the warm
    // snapshot stands for describe and index, and the second run never asks the describe cache.
    var options = PipelineOptions(cache: .directory(folder.path + "/cache"), currentDirectory: folder.path)
    options.currentSecond = { 0 }
    func run() async -> PipelineReport {
      await Pipeline.run(
        .configuration(path: folder.path + "/.sword.yml", packages: .swiftPMOnly), goal: .check, options: options)
    }
    let first = await run()
    XCTAssertEqual(first.diagnostics.filter { $0.id != .outputStale }.map(\.rendered), [])
    XCTAssertEqual(first.counts["cached packages"], 0)
    let second = await run()
    XCTAssertEqual(second.counts["cached packages"], 1)
    XCTAssertNil(second.counts["warm snapshot"])
    XCTAssertEqual(second.outcome, first.outcome)

    try folder.write(
      "Core/Sources/Core/Clock.swift",
      """
      import Sword
      @Dependency(registeredTo: AppComponent.self)
      public final class Clock {
        @Injected public init() {}
      }

      """)
    let third = await run()
    XCTAssertEqual(third.counts["cached packages"], 0)
    guard case .stale(let diff) = third.outcome else { return XCTFail("expected a stale file, got \(third.outcome)") }
    XCTAssertTrue(diff.contains("var clock: Clock"), diff)
  }

  /// A warm run takes its output from the last run's snapshot only while nothing it recorded changed: an edited
  /// file, an added file, a changed environment each send the run down the usual path, which sees the change.
  func testWarmSnapshotIsUsedOnlyWhileNothingChanged() async throws {
    let folder = try TemporaryFolder(for: self)
    let scratch = SwiftPMDescriber.scratchPath(for: folder.path + "/Core")
    let lock = FileManager.default.temporaryDirectory
      .appendingPathComponent(scratch.replacingOccurrences(of: "/", with: "_") + ".lock").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: lock) }
    try folder.write(
      ".sword.yml", "local_packages:\n  - path: Core\n    targets: [Core]\nroot:\n  path: App\n  target: App\n")
    try folder.write(
      "Core/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Core", targets: [.target(name: "Core")])

      """)
    try folder.write(
      "Core/Sources/Core/AppComponent.swift", "import Sword\n@Component\npublic final class AppComponent {}\n")
    try folder.write(
      "App/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "App", targets: [.executableTarget(name: "App")])

      """)
    try folder.write("App/Sources/App/main.swift", "print(1)\n")
    // Stamps vouch only for files that settled before they were taken.
    try await Task.sleep(nanoseconds: 2_100_000_000)

    func run(_ goal: PipelineGoal) async -> PipelineReport {
      await Pipeline.run(
        .configuration(path: folder.path + "/.sword.yml", packages: .swiftPMOnly), goal: goal,
        options: PipelineOptions(cache: .directory(folder.path + "/cache"), currentDirectory: folder.path))
    }
    let first = await run(.generate)
    XCTAssertEqual(first.diagnostics.map(\.rendered), [])
    XCTAssertEqual(first.outcome, .written)
    XCTAssertNil(first.counts["warm snapshot"])
    // The generated file is new in App's folder: that listing changed, so App is described again once.
    _ = await run(.check)
    let second = await run(.check)
    XCTAssertEqual(second.outcome, .upToDate)
    XCTAssertEqual(second.counts["warm snapshot"], 1, "nothing changed: the snapshot stands for describe and index")
    XCTAssertNil(second.timings.first { $0.stage == "describe" })

    // An edited file: seen, through the usual path.
    try folder.write(
      "Core/Sources/Core/AppComponent.swift",
      """
      import Sword
      @Component
      public final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self)
      public final class Clock {
        @Injected public init() {}
      }

      """)
    var report = await run(.check)
    XCTAssertNil(report.counts["warm snapshot"])
    guard case .stale(let diff) = report.outcome else { return XCTFail("expected stale, got \(report.outcome)") }
    XCTAssertTrue(diff.contains("var clock: Clock"), diff)

    // A file added beside it, the first edit undone: seen too.
    try folder.write(
      "Core/Sources/Core/AppComponent.swift", "import Sword\n@Component\npublic final class AppComponent {}\n")
    try folder.write(
      "Core/Sources/Core/Timer.swift",
      """
      import Sword
      @Dependency(registeredTo: AppComponent.self)
      public final class Timer {
        @Injected public init() {}
      }

      """)
    report = await run(.check)
    XCTAssertNil(report.counts["warm snapshot"])
    guard case .stale(let added) = report.outcome else { return XCTFail("expected stale, got \(report.outcome)") }
    XCTAssertTrue(added.contains("var timer: Timer"), added)

    // Back as it was, settled: the snapshot is made again, then set aside by another environment.
    try FileManager.default.removeItem(atPath: folder.path + "/Core/Sources/Core/Timer.swift")
    try await Task.sleep(nanoseconds: 2_100_000_000)
    _ = await run(.check)
    report = await run(.check)
    XCTAssertEqual(report.outcome, .upToDate)
    XCTAssertEqual(report.counts["warm snapshot"], 1)
    setenv("SWORD_SNAPSHOT_TEST", "1", 1)
    defer { unsetenv("SWORD_SNAPSHOT_TEST") }
    report = await run(.check)
    XCTAssertEqual(report.outcome, .upToDate)
    XCTAssertNil(report.counts["warm snapshot"], "a manifest might read the new variable")
  }
}
