import XCTest

@testable import SwordGenerator

/// `mock()` (``MockPlan``): what the planner builds and what it leaves to the caller, and mocks that compile in
/// their own modules in Swift 6 mode with warnings as errors, for every kind of binding and request.
final class MocksTests: XCTestCase {
  /// Plans and files for `fixture`, every module's mocks at `/ws/Sources/<module>/Sword.mocks.generated.swift`.
  private func mocks(
    _ fixture: GraphFixture, mockModules: Set<String> = []
  ) -> (validated: ValidatedGraph, files: [String: String]) {
    var settings = GraphSettings(rootModule: fixture.rootModule)
    settings.mockModules = mockModules
    settings.mainActorModules = fixture.mainActorModules
    let validated = GraphStage.validate(fixture.indexes, settings: settings)
    let paths = Dictionary(
      uniqueKeysWithValues: fixture.sources.keys.map { ($0, "/ws/Sources/\($0)/Sword.mocks.generated.swift") })
    let files = RenderStage.mockFiles(validated, to: OutputLocation(path: "/ws/out.swift", mockFiles: paths)).files
    return (
      validated,
      Dictionary(uniqueKeysWithValues: files.map { ($0.module, $0.file.contents) })
    )
  }

  private static let feed = GraphFixture([
    "Core": [
      """
      public import Sword
      public struct Config: Sendable { public let name: String; public init(name: String) { self.name = name } }
      @Component(arguments: Config.self)
      public final class AppComponent {}
      @Subcomponent(of: AppComponent.self)
      public final class FeedComponent {}
      public protocol Analytics: AnyObject { func track(_ event: String) }
      public protocol Backend: AnyObject { func titles() -> [String] }
      @Dependency(registeredTo: AppComponent.self, boundTo: Backend.self, scopedWith: .single)
      public final class HTTPBackend: Backend {
        let name: String
        @Injected public init(config: Config) { name = config.name }
        public func titles() -> [String] { [name] }
      }
      public struct Tracker: Sendable { public init() {} }
      @Module(registeredTo: AppComponent.self, multibindings: [Tracker].self)
      public enum TrackingModule {
        @Provider @IntoArray public static func console() -> Tracker { Tracker() }
      }
      """
    ],
    "Feed": [
      """
      import Core
      import Sword
      @Dependency(registeredTo: FeedComponent.self, scopedWith: .single, generateMock: true)
      public final class FeedStore {
        public let titles: [String]
        @Injected public init(backend: Backend) { titles = backend.titles() }
      }
      @Dependency(registeredTo: FeedComponent.self, generateMock: true)
      public final class FeedViewModel {
        public let store: FeedStore
        public let makeRow: (Int) -> RowViewModel
        @Injected public init(
          store: FeedStore, analytics: Analytics, trackers: [Tracker], makeRow: @escaping (Int) -> RowViewModel,
          later: Lazy<FeedStore>, fresh: Provider<FeedStore>, missing: Missing?
        ) {
          self.store = store
          self.makeRow = makeRow
        }
      }
      @Dependency(registeredTo: FeedComponent.self, generateMock: true)
      public final class RowViewModel {
        public let store: FeedStore
        @Injected public init(@Assisted index: Int, store: FeedStore) { self.store = store }
      }
      public protocol Missing {}
      public protocol Refreshing: AnyObject {}
      @Dependency(registeredTo: FeedComponent.self, boundTo: Refreshing.self, scopedWith: .single, generateMock: true)
      public final class Refresher: Refreshing {
        @Injected public init(store: FeedStore) {}
      }
      func use() {
        let refresher: Refresher = Refresher.mock(config: Config(name: "n"))
        _ = refresher
        // Assisted parameters first, then what cannot be built (names in order), then what can, by name.
        let model = FeedViewModel.mock(analytics: Recorder(), config: Config(name: "n"))
        _ = model.makeRow(1).store === model.store
        _ = FeedViewModel.mock(
          analytics: Recorder(), config: Config(name: "n"), backend: nil,
          feedStore: FeedStore.mock(config: Config(name: "m"), backend: nil))
        _ = RowViewModel.mock(index: 2, config: Config(name: "n"))
      }
      final class Recorder: Analytics { func track(_ event: String) {} }
      """
    ],
    "App": [
      """
      import Core
      import Sword
      @Dependency(registeredTo: AppComponent.self, boundTo: Analytics.self)
      final class ConsoleAnalytics: Analytics { @Injected init() {} ; func track(_ event: String) {} }
      """
    ],
  ])

  func testAMockBuildsWhatItsModuleCanAndTakesTheRest() throws {
    let (validated, files) = mocks(Self.feed)
    XCTAssertEqual(validated.diagnostics.map(\.rendered), [])
    let plan = try XCTUnwrap(validated.mocks.first)
    XCTAssertEqual(plan.module, "Feed")
    XCTAssertEqual(validated.mocks.count, 1, "one plan per module")
    let mock = try XCTUnwrap(plan.mocks.first { $0.typeName == "FeedViewModel" })
    XCTAssertEqual(mock.access, .public)
    // The app's `ConsoleAnalytics` is not visible from Feed, nor is a component argument buildable: passed first.
    XCTAssertEqual(
      mock.parameters.map(\.label), ["analytics", "config", "backend", "feedStore", "rowViewModel", "trackerArray"])
    XCTAssertEqual(plan.nodes.filter { !$0.isBuilt }.map(\.name), ["analytics", "config"])
    let text = try XCTUnwrap(files["Feed"])
    XCTAssertTrue(text.hasPrefix(Renderer.header + "#if DEBUG\nimport Core\nimport Sword\n"), text)
    XCTAssertTrue(text.hasSuffix("#endif\n"), text)
    XCTAssertTrue(
      text.contains(
        "public static func mock(analytics: any Analytics, config: Config, backend: (any Backend)? = nil, "
          + "feedStore: FeedStore? = nil, rowViewModel: ((_ index: Int) -> RowViewModel)? = nil, "
          + "trackerArray: [Tracker]? = nil) -> FeedViewModel {"), text)
    // One graph for all the module's mocks, each node once: the row factory and the view model share the store.
    XCTAssertEqual(text.components(separatedBy: "var feedStore: FeedStore {").count, 2, text)
    XCTAssertTrue(text.contains("makeRow: { self.rowViewModel(index: $0) }"), text)
    XCTAssertTrue(text.contains("later: Sword.Lazy { self.feedStore }"), text)
    XCTAssertTrue(text.contains("missing: nil"), text)
    XCTAssertTrue(text.contains("    return mocks.rowViewModel(index: index)\n"), text)
  }

  /// Past ``MockPlan/flatParameterLimit`` bindings, a mock takes its type's direct dependencies and what must be
  /// passed, not every binding: the code grows with the graph, not with the sum of the subtrees.
  func testALargeSubtreeGivesParametersForTheDirectDependenciesOnly() throws {
    let count = MockPlan.flatParameterLimit + 8
    var source = "import Sword\npublic struct Seed: Sendable { public init() {} }\n"
    source += "@Component(arguments: Seed.self) public final class AppComponent {}\n"
    for k in 0..<count {
      let next = k + 1 < count ? "next: Node\(k + 1), " : ""
      source += """
        @Dependency(registeredTo: AppComponent.self, generateMock: true)
        public final class Node\(k) { @Injected public init(\(next)seed: Seed) {} }

        """
    }
    let fixture = GraphFixture(["Chain": [source], "App": ["import Chain\n"]])
    let (validated, files) = mocks(fixture)
    XCTAssertEqual(validated.diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let plan = try XCTUnwrap(validated.mocks.first)
    XCTAssertEqual(plan.nodes.count, count + 1, "every node once, the argument included")
    XCTAssertEqual(plan.mocks.first { $0.typeName == "Node0" }?.parameters.map(\.label), ["seed", "node1"])
    let last = plan.mocks.first { $0.typeName == "Node\(count - 8)" }
    XCTAssertEqual(last?.parameters.count, 8, "a small subtree has every binding: the seed and 7 nodes")
    let text = try XCTUnwrap(files["Chain"])
    XCTAssertLessThan(text.split(separator: "\n").count, 30 * count, "lines grow with the graph")
    try TypeCheck.requireBuild()
    let root = Renderer.render(validated.graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let result = try TypeCheck.run(fixture, generatedFiles: [root], inModules: files.mapValues { [$0] })
    XCTAssertEqual(result.status, 0, result.output)
  }

  func testMocksCompileInTheirModules() throws {
    try TypeCheck.requireBuild()
    let (validated, files) = mocks(Self.feed)
    let root = Renderer.render(validated.graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let result = try TypeCheck.run(Self.feed, generatedFiles: [root], inModules: files.mapValues { [$0] })
    XCTAssertEqual(result.status, 0, result.output)
  }

  /// An `@Assisted default` parameter and a dependency whose accessor is `` `default` `` (the type `Default`): the
  /// dependency's label gives way (found by the property test of random declarations).
  func testAnAssistedParameterNamedLikeADependencysAccessorKeepsItsLabel() throws {
    try TypeCheck.requireBuild()
    let fixture = GraphFixture([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        struct Default { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self, generateMock: true)
        struct Row { @Injected init(p0: Default, @Assisted `default`: Int) {} }
        """
      ]
    ])
    let (validated, files) = mocks(fixture)
    let mock = try XCTUnwrap(validated.mocks.first?.mocks.first { $0.typeName == "Row" })
    XCTAssertEqual(mock.parameters.map(\.label), ["default_"])
    let text = try XCTUnwrap(files["App"])
    XCTAssertTrue(text.contains("static func mock(`default`: Int, default_: Default? = nil) -> Row {"), text)
    let root = Renderer.render(validated.graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let result = try TypeCheck.run(fixture, generatedFiles: [root], inModules: files.mapValues { [$0] })
    XCTAssertEqual(result.status, 0, result.output)
  }

  /// Every kind of request and effect the factories test covers: a component and a subcomponent's factory are
  /// passed, `async` / `throws` bindings make an `async throws` mock, a `@Sendable` factory holds the mock's
  /// function unchecked, `@MainActor` types get `@MainActor` mocks; also with default `MainActor` isolation.
  func testMocksOfEveryKindOfBindingCompile() throws {
    try TypeCheck.requireBuild()
    for isolated in [false, true] {
      var fixture = GraphFixture([
        "Core": [FactoriesAndEffectsTests.core], "Features": [FactoriesAndEffectsTests.features],
        "App": [FactoriesAndEffectsTests.app],
      ])
      if isolated { fixture.mainActorModules = ["Features"] }
      let (validated, files) = mocks(fixture, mockModules: ["Core", "Features"])
      XCTAssertEqual(validated.diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
      XCTAssertEqual(validated.mocks.map(\.module), ["Core", "Features"])
      let coordinator = try XCTUnwrap(files["Features"])
      XCTAssertTrue(coordinator.contains("appComponent: AppComponent"), coordinator)
      XCTAssertTrue(coordinator.contains("makeLoginComponent: @escaping (Session) -> LoginComponent"), coordinator)
      XCTAssertTrue(
        coordinator.contains("{ [mocks = Sword.UncheckedSendable(self)] in mocks.value.row(index: $0) }"), coordinator)
      let root = Renderer.render(validated.graph, to: "/ws/Sources/App/Sword.generated.swift").contents
      let result = try TypeCheck.run(
        fixture, generatedFiles: [root], inModules: files.mapValues { [$0] },
        moduleFlags: isolated ? ["Features": ["-default-isolation", "MainActor"]] : [:])
      XCTAssertEqual(result.status, 0, "isolated: \(isolated)\n" + result.output)
    }
  }

  /// A build system's run (the build-tool plugins: `--modules`, `--xcode-project`) has no place for mocks in the
  /// sources: it writes none and warns of none (`sword generate` on `.sword.yml` writes them).
  func testABuildSystemsRunWritesNoMockAndSaysNothing() {
    var settings = GraphSettings(rootModule: "App")
    settings.mockModules = ["Feed"]
    let validated = GraphStage.validate(Self.feed.indexes, settings: settings)
    XCTAssertFalse(validated.mocks.isEmpty)
    let rendered = RenderStage.render(validated, to: OutputLocation(path: "/ws/out.swift"))
    XCTAssertEqual(rendered.files?.map(\.path), ["/ws/out.swift"])
    XCTAssertEqual(rendered.diagnostics.map(\.rendered), [])
  }

  func testReleaseBuildsCompileNoMock() throws {
    let (_, files) = mocks(Self.feed)
    let text = try XCTUnwrap(files["Feed"])
    let body = text.dropFirst(Renderer.header.count)
    XCTAssertTrue(body.hasPrefix("#if DEBUG\n") && body.hasSuffix("#endif\n"), text)
    XCTAssertEqual(body.components(separatedBy: "#if DEBUG").count, 2, "one block, the whole file")
  }

  func testAMockOfATypeThatNeedsAConditionalBindingIsAWarning() {
    let fixture = GraphFixture([
      "App": [
        """
        import Sword
        @Component public final class AppComponent {}
        public protocol Haptics {}
        #if os(iOS)
        @Dependency(registeredTo: AppComponent.self, boundTo: Haptics.self)
        public final class PhoneHaptics: Haptics { @Injected public init() {} }
        #else
        @Dependency(registeredTo: AppComponent.self, boundTo: Haptics.self)
        public final class NoHaptics: Haptics { @Injected public init() {} }
        #endif
        @Dependency(registeredTo: AppComponent.self, generateMock: true)
        public final class 1️⃣Screen { @Injected public init(haptics: Haptics) {} }
        """
      ]
    ])
    let (validated, files) = mocks(fixture)
    XCTAssertEqual(
      validated.diagnostics.map(\.rendered),
      [
        "/ws/Sources/App/File0.swift:\(fixture.location("1️⃣", module: "App").line):\(fixture.location("1️⃣", module: "App").column): "
          + "warning: [Sword/MockUnavailable] 'Screen' gets no mock(): it needs 'Haptics', which AppComponent binds "
          + "only under `#if os(iOS)` or `#if !os(iOS)`; give 'Screen' a hand-written mock"
      ])
    XCTAssertNil(files["App"])
  }

  func testAnUnreadableGenerateMockIsAnError() {
    let fixture = GraphFixture([
      "App": [
        """
        import Sword
        @Component public final class AppComponent {}
        let flag = true
        @Dependency(registeredTo: AppComponent.self, generateMock: 1️⃣flag)
        public final class Screen { @Injected public init() {} }
        """
      ]
    ])
    let (validated, _) = mocks(fixture)
    let location = fixture.location("1️⃣", module: "App")
    XCTAssertEqual(
      validated.diagnostics.map(\.rendered),
      [
        "/ws/Sources/App/File0.swift:\(location.line):\(location.column): error: [Sword/UnreadableAttribute] cannot "
          + "read 'generateMock:' of @Dependency on 'Screen': write 'generateMock: true' (or false)"
      ])
  }
}
