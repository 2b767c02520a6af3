import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The warm path's seams, called in the pipeline's order without the pipeline: what a cold run leaves behind is
/// what the next run takes (the snapshot for describe and index, the run cache for graph and render), and a run
/// without a cache only indexes.
final class WarmPathTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var configuration: Configuration!
  private var source = Data()

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try DeclarativeWorkspace.write(into: folder.path)
    try writeClock(body: "")
    (configuration, source) = try ConfigLoader.loadWithSource(
      file: folder.path + "/.sword.yml", currentDirectory: folder.path)
  }

  private func writeClock(body: String) throws {
    try folder.write(
      "Packages/Core/Sources/Core/Clock.swift",
      """
      import Sword
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      public final class Clock {
        @Injected public init() {}
        func now() -> Int { \(body) 0 }
      }

      """)
  }

  /// A warm path over the workspace, its manifests read statically; the files' stamps count as settled.
  private func warmPath(cache: CacheSetting) -> (WarmPath, any PackageDescribing) {
    var describer: any PackageDescribing = DeclarativeWorkspace.describer()
    let warm = WarmPath(
      configuration: configuration, source: source, caching: &describer, cache: cache, currentDirectory: folder.path,
      currentSecond: { FileStamp.currentSecond() + 5 }, jobs: 2)
    return (warm, describer)
  }

  /// Describe, index, then graph and render unless the run cache answers; the output is kept and the run finished.
  private func run(_ warm: inout WarmPath, describer: any PackageDescribing) async throws -> (
    RenderedOutput, stored: Bool
  ) {
    let workspace = try await WorkspaceLoader(describer: describer, listener: warm.listener).load(configuration)
    let indexed = await warm.index(WarmPath.Described(workspace), finished: { _ in })
    let output = OutputLocation(path: workspace.root.outputPath)
    let (indexes, building): ([TargetIndex], WarmPath.Building)
    switch await warm.storedOutput(indexed) {
    case .output(let stored, let storedKeyed):
      let finished = await warm.finish(storedKeyed, output: output)
      XCTAssertTrue(finished)
      return (stored, true)
    case .missing(let decoded, let missing):
      (indexes, building) = (decoded, missing)
    }
    let settings = GraphSettings(configuration, workspace: workspace)
    let built = RenderStage.graphAndRender(indexes, settings: settings, output: output)
    warm.keep(built, indexes: indexes, building)
    let finished = await warm.finish(building.keyed, output: output)
    XCTAssertTrue(finished)
    return (built.output, false)
  }

  func testAColdRunLeavesTheSnapshotAndTheOutputTheNextRunsTake() async throws {
    let cache = CacheSetting.directory(folder.path + "/cache")
    var (cold, describer) = warmPath(cache: cache)
    let nothingYet = await cold.snapshot()
    XCTAssertNil(nothingYet.map { "\($0)" })
    let (rendered, stored) = try await run(&cold, describer: describer)
    XCTAssertFalse(stored)
    XCTAssertEqual(rendered.diagnostics.map(\.rendered), [])
    XCTAssertNotNil(rendered.files)
    XCTAssertEqual(cold.counts["cached targets"], 0)

    // Nothing changed: the snapshot holds and stands for describe and index; no cache was asked for a package.
    var (warm, _) = warmPath(cache: cache)
    guard case .output(let snapshot, let output) = await warm.snapshot() else {
      return XCTFail("the snapshot holds")
    }
    XCTAssertEqual(output, rendered)
    XCTAssertEqual(snapshot.files, 3)
    XCTAssertEqual(warm.counts, [:])

    // A body Sword does not read: the file's stamp changed, so the snapshot stands for describe only (the
    // workspace as described); the index did not change, so the run cache stands for graph and render.
    try writeClock(body: "_ = 1;")
    var edited = warmPath(cache: cache)
    guard case .workspace(let described) = await edited.0.snapshot() else {
      return XCTFail("every package holds: the workspace")
    }
    let workspace = try await WorkspaceLoader(describer: warmPath(cache: .disabled).1, listener: nil).load(
      configuration)
    XCTAssertEqual(described, workspace)
    let (reused, fromRunCache) = try await run(&edited.0, describer: edited.1)
    XCTAssertTrue(fromRunCache)
    XCTAssertEqual(reused, rendered)
    XCTAssertEqual(edited.0.counts["cached packages"], 2)
  }

  func testWithoutACacheNothingIsReusedAndTheSameOutputIsMade() async throws {
    var (cached, cachedDescriber) = warmPath(cache: .directory(folder.path + "/cache"))
    let (expected, _) = try await run(&cached, describer: cachedDescriber)
    for _ in 0..<2 {
      var (warm, describer) = warmPath(cache: .disabled)
      let snapshot = await warm.snapshot()
      XCTAssertNil(snapshot)
      let (output, stored) = try await run(&warm, describer: describer)
      XCTAssertFalse(stored)
      XCTAssertEqual(output, expected)
      XCTAssertEqual(warm.counts, ["manifests read statically": 2, "described by SwiftPM": 0])
    }
  }

  /// Build-system mode: the targets are indexed as they are, nothing is asked or kept.
  func testBuildSystemModeOnlyIndexes() async throws {
    var warm = WarmPath(jobs: 2)
    let target = SwordTarget(
      name: "Core", moduleName: "Core", packagePath: folder.path + "/Packages/Core",
      directory: folder.path + "/Packages/Core/Sources/Core",
      sourceFiles: ["AppComponent.swift", "Clock.swift"].map { folder.path + "/Packages/Core/Sources/Core/" + $0 },
      isRoot: false)
    XCTAssertNil(warm.listener)
    let indexed = await warm.index(WarmPath.Described(listed: [target]), finished: { _ in })
    guard case .missing(let indexes, let building) = await warm.storedOutput(indexed) else {
      return XCTFail("no run cache is asked")
    }
    XCTAssertEqual(indexes, [TargetIndexer.index(moduleName: "Core", files: target.sourceFiles)])
    let finished = await warm.finish(building.keyed, output: OutputLocation(path: folder.path + "/Generated.swift"))
    XCTAssertTrue(finished)
    XCTAssertEqual(warm.counts, [:])
  }
}
