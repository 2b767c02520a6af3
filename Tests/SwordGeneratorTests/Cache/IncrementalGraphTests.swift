import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// After a clean run, an edit of some bindings rebuilds only the components it reaches (``IncrementalGraph``), and
/// gives exactly what a cold run gives: the same generated text, the same diagnostics. Edits of anything else (a
/// type added, an import) and runs with problems go down the whole path.
final class IncrementalGraphTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var cacheFolder: String { comparison.cacheFolder }

  /// App ← Feature ← Detail, and App ← Other: each with bindings in its own target, asking for their ancestors'.
  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try writeConfiguration()
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write(
      "Core/Sources/Components/Components.swift",
      """
      import Sword
      @Component
      public final class AppComponent {}
      @Subcomponent(of: AppComponent.self)
      public final class FeatureComponent {}
      @Subcomponent(of: FeatureComponent.self)
      public final class DetailComponent {}
      @Subcomponent(of: AppComponent.self)
      public final class OtherComponent {}
      """)
    try writeStorage()
    try writeFeature()
    try folder.write(
      "Core/Sources/Detail/Detail.swift",
      """
      import Components
      import Feature
      import Storage
      import Sword
      @Dependency(registeredTo: DetailComponent.self)
      public final class DetailViewModel {
        @Injected public init(service: FeatureService, clock: Clock) {}
      }
      """)
    try writeOther()
    try folder.write("App/App.swift", "enum AppMarker {}\n")
    try folder.write("App/Sword.generated.swift", OutputWriter.generatedMarker + "\n")
  }

  private func writeConfiguration(rootExtra: String = "", packageExtra: String = "") throws {
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Core
          targets: [Components, Storage, Feature, Detail, Other]
      \(packageExtra)root:
        sources: App
        module: App
        output: App/Sword.generated.swift

      """ + rootExtra)
  }

  private func writeStorage(clockScope: String = ", scopedWith: .single", settingsScope: String = "") throws {
    try folder.write(
      "Core/Sources/Storage/Storage.swift",
      """
      import Components
      import Sword
      @Dependency(registeredTo: AppComponent.self\(clockScope))
      public final class Clock {
        @Injected public init() {}
      }
      @Module(registeredTo: AppComponent.self)
      public struct StorageModule {
        @Provider\(settingsScope) public static func settings() -> Settings { Settings() }
      }
      public struct Settings {
        public init() {}
      }
      """)
  }

  private func writeOther(scope: String = "") throws {
    try folder.write(
      "Core/Sources/Other/Other.swift",
      """
      import Components
      import Storage
      import Sword
      @Dependency(registeredTo: OtherComponent.self\(scope))
      public final class OtherService {
        @Injected public init(clock: Clock) {}
      }
      """)
  }

  private func writeFeature(
    registeredTo: String = "FeatureComponent", scope: String = "", initializer: String = "clock: Clock",
    effects: String = "", extra: String = ""
  ) throws {
    try folder.write(
      "Core/Sources/Feature/Feature.swift",
      """
      import Components
      import Storage
      import Sword
      @Dependency(registeredTo: \(registeredTo).self\(scope))
      public final class FeatureService {
        @Injected public init(\(initializer)) \(effects){}
      }
      \(extra)
      """)
  }

  private var comparison: ColdComparison { ColdComparison(folder: folder) }

  @discardableResult
  private func assertSameAsCold(file: StaticString = #filePath, line: UInt = #line) async -> PipelineReport {
    await comparison.assertSameAsCold(file: file, line: line)
  }

  /// The problems of a `check`, but for the file being stale.
  private func problems(_ report: PipelineReport) -> [DiagnosticID] {
    report.diagnostics.map(\.id).filter { $0 != .outputStale }
  }

  /// The components a run built, when it took the incremental path.
  private func built(_ report: PipelineReport) -> Int? { report.counts["components built"] }

  func testEditsOfBindingsRebuildTheirComponentsAndGiveTheColdResult() async throws {
    let first = await assertSameAsCold()
    XCTAssertEqual(problems(first), [], "a clean graph (the file is only stale)")
    XCTAssertNil(built(first), "nothing to start from: the whole graph")
    guard case .stale(let diff) = first.outcome else { return XCTFail("expected a stale file, got \(first.outcome)") }
    XCTAssertTrue(diff.contains("DetailViewModel(service: self.parent.featureService"), diff)

    // A scope: Feature, the Detail below it and App above them; Other is taken from the memo.
    try writeFeature(scope: ", scopedWith: .single")
    let scoped = await assertSameAsCold()
    XCTAssertEqual(built(scoped), 3)
    XCTAssertEqual(scoped.counts["components rendered"], 3)

    // Effects reach the components below: Detail's view model is now made `async`.
    try writeFeature(effects: "async ")
    let effects = await assertSameAsCold()
    XCTAssertEqual(built(effects), 3)
    guard case .stale(let asyncDiff) = effects.outcome else { return XCTFail("\(effects.outcome)") }
    XCTAssertTrue(asyncDiff.contains("await"), asyncDiff)

    // Moved to another component: both the old and the new one are rebuilt; Detail no longer finds the service.
    try writeFeature(registeredTo: "OtherComponent")
    let moved = await assertSameAsCold()
    XCTAssertNil(built(moved), "a missing binding: the whole path reports it")
    XCTAssertEqual(problems(moved), [.missingBinding])

    // Back, with a request of a binding of App's module.
    try writeFeature(initializer: "clock: Clock, settings: Settings")
    let fixed = await assertSameAsCold()
    XCTAssertEqual(built(fixed), 3)
    XCTAssertEqual(problems(fixed), [])

    // A type added is part of the frame: the whole graph.
    try writeFeature(initializer: "clock: Clock, settings: Settings", extra: "public struct Added {}")
    let added = await assertSameAsCold()
    XCTAssertNil(built(added))

    // App's own bindings: every component is below it.
    try writeStorage(clockScope: "", settingsScope: "(scopedWith: .single)")
    let app = await assertSameAsCold()
    XCTAssertEqual(built(app), 4)
  }

  /// An edit that reaches only one branch leaves the other's text as the last run rendered it, and the generated
  /// file as a whole is byte for byte a cold run's (also in several parts).
  func testOnlyTheReachedBranchIsRenderedAgainInSeveralParts() async throws {
    try writeConfiguration(rootExtra: "  output_files: 3\n")
    for part in 1...3 { try folder.write("App/Sword.generated.\(part).swift", OutputWriter.generatedMarker + "\n") }
    await assertSameAsCold()
    try writeOther(scope: ", scopedWith: .weakReference")
    let other = await assertSameAsCold()
    XCTAssertEqual(built(other), 2, "Other and App")
    XCTAssertEqual(other.counts["components rendered"], 2)
  }

  /// With every type of the package mocked, an edit plans again the mocks of the modules it reaches (the edited
  /// one's, and those of types registered to a component below the edit) and takes every other mocks file from the
  /// memo: the components built are those without mocks, and the files a cold run's.
  func testWithMocksAnEditPlansAgainOnlyTheMocksItReaches() async throws {
    try writeConfiguration(packageExtra: "    generate_mocks: true\n")
    // The files are there (as Sword's), so that the runs' diffs compare their texts.
    let mocked = ["Storage", "Feature", "Detail", "Other"]
    for module in mocked {
      try folder.write("Core/Sources/\(module)/Sword.mocks.generated.swift", OutputWriter.generatedMarker + "\n")
    }
    let first = await assertSameAsCold()
    XCTAssertEqual(problems(first), [])
    guard case .stale(let diff) = first.outcome else { return XCTFail("expected a stale file, got \(first.outcome)") }
    for module in mocked {
      XCTAssertTrue(diff.contains("Core/Sources/\(module)/Sword.mocks.generated.swift"), module)
    }
    XCTAssertTrue(diff.contains("public static func mock(clock: Clock? = nil) -> OtherService"), diff)

    // Other's own binding: Other and App are built; Feature's and Detail's mocks are the memo's.
    try writeOther(scope: ", scopedWith: .weakReference")
    let other = await assertSameAsCold()
    XCTAssertEqual(built(other), 2, "Other and App")
    XCTAssertEqual(other.counts["mocks files planned"], 1, "Other's")

    // Feature's scope: Feature's mocks and Detail's (below it) are planned again, with Feature, Detail and App.
    try writeFeature(scope: ", scopedWith: .single")
    let feature = await assertSameAsCold()
    XCTAssertEqual(built(feature), 3)
    XCTAssertEqual(feature.counts["mocks files planned"], 2, "Feature's and Detail's")

    // App's binding reaches every mock: all are planned again, every component built.
    try writeStorage(clockScope: "")
    let app = await assertSameAsCold()
    XCTAssertEqual(built(app), 4)
    XCTAssertEqual(app.counts["mocks files planned"], 4)
  }

  /// A memo whose entry is damaged is not used; the run is the whole one, and right.
  func testADamagedMemoIsNotUsed() async throws {
    await assertSameAsCold()
    let memos = try FileManager.default.contentsOfDirectory(atPath: cacheFolder + "/" + GraphMemo.kind)
    XCTAssertEqual(memos.count, 1)
    let path = cacheFolder + "/" + GraphMemo.kind + "/" + memos[0]
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    data[data.count - 30] ^= 0x01
    try data.write(to: URL(fileURLWithPath: path))
    try writeFeature(scope: ", scopedWith: .single")
    let report = await assertSameAsCold()
    XCTAssertNil(built(report))
  }

  /// With a workspace described from its manifests, the run after a binding's edit takes the workspace from the
  /// last run's snapshot (no package described) and builds the binding's component only.
  func testAfterAnEditTheWorkspaceComesFromTheSnapshot() async throws {
    let root = folder.path + "/declarative"
    try DeclarativeWorkspace.write(into: root)
    func writeClock(scope: String) throws {
      try Data(
        """
        import Sword
        @Dependency(registeredTo: AppComponent.self\(scope))
        public final class Clock {
          @Injected public init() {}
        }

        """.utf8
      ).write(to: URL(fileURLWithPath: root + "/Packages/Core/Sources/Core/Clock.swift"))
    }
    func run(_ cache: CacheSetting) async -> PipelineReport {
      var options = PipelineOptions(jobs: 2, cache: cache, currentDirectory: root)
      // The files' stamps count as settled, so that the snapshot records them.
      options.currentSecond = { FileStamp.currentSecond() + 5 }
      return await Pipeline.run(
        .configuration(path: root + "/.sword.yml", packages: .describer(DeclarativeWorkspace.describer())),
        goal: .generate, options: options)
    }
    try writeClock(scope: "")
    let cache = CacheSetting.directory(root + "/cache")
    let first = await run(cache)
    XCTAssertEqual(first.outcome, .written)
    XCTAssertNil(first.counts["workspace from snapshot"])
    // The generated file is new in the root's folder: described again once, as in a repository that commits it.
    let second = await run(cache)
    XCTAssertEqual(second.outcome, .upToDate)

    try writeClock(scope: ", scopedWith: .single")
    let edited = await run(cache)
    XCTAssertEqual(edited.outcome, .written)
    XCTAssertEqual(edited.counts["workspace from snapshot"], 1)
    XCTAssertEqual(edited.counts["components built"], 1)
    let written = try String(contentsOfFile: root + "/Sources/App/Sword.generated.swift", encoding: .utf8)
    let cold = await run(.disabled)
    XCTAssertEqual(cold.outcome, .upToDate, "the cold run writes nothing new")
    XCTAssertTrue(written.contains("_swordStorage.single"), written)
  }
}
