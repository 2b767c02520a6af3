import SwordGenerator
import XCTest

/// Which nodes, edges and clusters the export holds: the whole graph, one component, and invalid graphs.
final class ExportGraphBuilderTests: XCTestCase {
  func testWholeGraphHasOneNodePerBindingAndOneEdgePerInjection() throws {
    let graph = try SmallGraph.export()
    XCTAssertEqual(
      graph.nodes.map(\.id),
      [
        "AppComponent/Clock", "AppComponent/KeyValueStore #if !DEBUG", "AppComponent/KeyValueStore #if DEBUG",
        "AppComponent/Repository<User>", "AppComponent/Settings", "AppComponent/Store", "SessionComponent/Greeter",
        "SessionComponent/SessionViewModel",
      ])
    XCTAssertEqual(
      graph.edges.map { "\($0.from) -\($0.parameter)-> \($0.to)" },
      [
        "AppComponent/Clock -clock-> AppComponent/Store",
        "AppComponent/Clock -clock-> SessionComponent/Greeter",
        "AppComponent/KeyValueStore #if !DEBUG -values-> SessionComponent/Greeter",
        "AppComponent/KeyValueStore #if DEBUG -values-> SessionComponent/Greeter",
        "AppComponent/Repository<User> -users-> SessionComponent/SessionViewModel",
        "AppComponent/Settings -settings-> AppComponent/Clock",
        "AppComponent/Settings -settings-> AppComponent/KeyValueStore #if !DEBUG",
        "AppComponent/Store -store-> AppComponent/Repository<User>",
        "AppComponent/Store -store-> SessionComponent/SessionViewModel",
      ])
    XCTAssertEqual(graph.components.map(\.name), ["AppComponent", "SessionComponent"])
    XCTAssertEqual(graph.components.map(\.parent), [nil, "AppComponent"])
    XCTAssertFalse(graph.nodes.contains(where: \.isContext))
  }

  func testNodesCarryTypeScopeModuleAndHowTheyAreMade() throws {
    let nodes = Dictionary(uniqueKeysWithValues: try SmallGraph.export().nodes.map { ($0.id, $0) })
    let clock = try XCTUnwrap(nodes["AppComponent/Clock"])
    XCTAssertEqual(clock.kind, .dependency)
    XCTAssertEqual(clock.scope, "single")
    XCTAssertEqual(clock.module, "Core")
    XCTAssertEqual(clock.constructor, "SystemClock.init(settings:)")
    XCTAssertEqual(clock.labelLines, ["Clock", "SystemClock.init(settings:)", ".single · Core"])
    XCTAssertEqual(nodes["AppComponent/Store"]?.kind, .provider)
    XCTAssertEqual(nodes["AppComponent/Store"]?.scope, "weakReference")
    XCTAssertEqual(nodes["AppComponent/Settings"]?.kind, .argument)
    XCTAssertEqual(nodes["AppComponent/Settings"]?.constructor, "argument of AppComponent")
    let viewModel = try XCTUnwrap(nodes["SessionComponent/SessionViewModel"])
    XCTAssertEqual(viewModel.assisted, ["userID"])
    XCTAssertEqual(viewModel.module, "App")
    XCTAssertEqual(viewModel.labelLines.last, "assisted: userID")
    XCTAssertEqual(nodes["SessionComponent/Greeter"]?.isMainActor, true)
    XCTAssertEqual(viewModel.location, "Sources/App/File0.swift:5:20", "paths are relative to the workspace")
  }

  /// `#if DEBUG` / `#else` bindings of one type: a node each, its condition in its id, label and JSON, each
  /// injected into the requests its configuration reaches, so `--stats` calls neither unused.
  func testABindingPerConfigurationIsANodePerConfigurationWithItsCondition() throws {
    let graph = try SmallGraph.export()
    let debug = try XCTUnwrap(graph.nodes.first { $0.id == "AppComponent/KeyValueStore #if DEBUG" })
    let release = try XCTUnwrap(graph.nodes.first { $0.id == "AppComponent/KeyValueStore #if !DEBUG" })
    XCTAssertEqual(debug.condition, "DEBUG")
    XCTAssertEqual(release.condition, "!DEBUG")
    XCTAssertEqual(debug.labelLines, ["KeyValueStore", "MemoryStore.init()", "unscoped · Core · #if DEBUG"])
    XCTAssertEqual(release.labelLines.last, ".single · Core · #if !DEBUG")
    XCTAssertNil(graph.nodes.first { $0.id == "AppComponent/Clock" }?.condition)
    XCTAssertEqual(
      graph.edges.filter { $0.to == "SessionComponent/Greeter" }.map(\.from).sorted(),
      ["AppComponent/Clock", "AppComponent/KeyValueStore #if !DEBUG", "AppComponent/KeyValueStore #if DEBUG"])
    let stats = GraphStats(graph, isReferenced: { _ in false })
    XCTAssertFalse(stats.unused.contains { $0.hasPrefix("AppComponent/KeyValueStore") }, "\(stats.unused)")
    XCTAssertEqual(stats.entries.first { $0.id == release.id }?.fanIn, 1)
  }

  /// A requester compiled only in DEBUG reaches only the DEBUG binding.
  func testARequesterUnderAConditionReachesTheBindingsOfItsConfigurationsOnly() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component public final class AppComponent {}
        public protocol Store {}
        #if DEBUG
        @Dependency(registeredTo: AppComponent.self, boundTo: Store.self)
        public final class MemoryStore: Store { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Inspector { @Injected public init(store: Store) {} }
        #else
        @Dependency(registeredTo: AppComponent.self, boundTo: Store.self)
        public final class DiskStore: Store { @Injected public init() {} }
        #endif
        """
      ]
    ])
    let graph = try ExportGraphBuilder.build(fixture.build().graph)
    XCTAssertEqual(
      graph.edges.map { "\($0.from) → \($0.to)" }, ["AppComponent/Store #if DEBUG → AppComponent/Inspector"])
    XCTAssertEqual(graph.nodes.first { $0.id == "AppComponent/Inspector" }?.condition, "DEBUG")
  }

  /// A binding whose value takes `async` or `throws` to get (its own, or of what it needs right away) says so in
  /// every format, as its accessor is declared; the others carry no `effects` (and their JSON no key for it).
  func testAsyncAndThrowingBindingsAreMarked() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component public final class AppComponent {}
        public final class Database {}
        @Module(registeredTo: AppComponent.self)
        public enum Storage { @Provider public static func database() async throws -> Database { Database() } }
        @Dependency(registeredTo: AppComponent.self)
        public final class Repository { @Injected public init(database: Database) {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Clock { @Injected public init() throws {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Logger { @Injected public init() {} }
        """
      ]
    ])
    let graph = try ExportGraphBuilder.build(fixture.build().graph)
    let nodes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0) })
    XCTAssertEqual(nodes["AppComponent/Database"]?.effects, "async throws")
    XCTAssertEqual(nodes["AppComponent/Repository"]?.effects, "async throws", "what it needs right away is async")
    XCTAssertEqual(nodes["AppComponent/Clock"]?.effects, "throws")
    XCTAssertNil(nodes["AppComponent/Logger"]?.effects)
    XCTAssertEqual(nodes["AppComponent/Clock"]?.labelLines.last, "unscoped · App · throws")
    let json = String(decoding: try JSONEncoder().encode(nodes["AppComponent/Logger"]), as: UTF8.self)
    XCTAssertFalse(json.contains("effects"), json)
  }

  /// `--component SessionComponent`: the subcomponent, and what it uses from AppComponent as context.
  func testOneComponentKeepsItsSubtreeAndWhatItUsesFromItsParents() throws {
    let graph = try SmallGraph.export(component: "SessionComponent")
    XCTAssertEqual(graph.focus, "SessionComponent")
    XCTAssertEqual(
      graph.nodes.map { "\($0.id)\($0.isContext ? " (context)" : "")" },
      [
        "AppComponent/Clock (context)", "AppComponent/KeyValueStore #if !DEBUG (context)",
        "AppComponent/KeyValueStore #if DEBUG (context)", "AppComponent/Repository<User> (context)",
        "AppComponent/Store (context)", "SessionComponent/Greeter", "SessionComponent/SessionViewModel",
      ])
    XCTAssertEqual(graph.edges.count, 5, "only the edges into the focused component")
    XCTAssertTrue(graph.edges.allSatisfy { $0.to.hasPrefix("SessionComponent/") })
    XCTAssertEqual(
      graph.components.map { "\($0.name) \($0.isContext)" }, ["AppComponent true", "SessionComponent false"])
  }

  func testAComponentWithSubcomponentsKeepsThemAll() throws {
    let graph = try SmallGraph.export(component: "AppComponent")
    XCTAssertEqual(graph.nodes.count, 8)
    XCTAssertEqual(graph.components.filter(\.isContext), [])
  }

  func testAnUnknownComponentIsADiagnosticWithASuggestion() {
    XCTAssertThrowsError(try SmallGraph.export(component: "SesionComponent")) { error in
      let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
      XCTAssertEqual(diagnostics.map(\.id), [.graphUnknownComponent])
      XCTAssertEqual(
        diagnostics.first?.message,
        "'SesionComponent' is not a component of the graph; did you mean 'SessionComponent'?")
      XCTAssertEqual(diagnostics.first?.notes.map(\.message), ["components: AppComponent, SessionComponent"])
    }
  }

  /// An invalid graph is still drawn: a missing type is a node of its own, a duplicate gets `#2`.
  func testMissingAndDuplicateBindingsAreDrawn() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Login { @Injected public init(clock: Clock, api: API) {} }
        @Dependency(registeredTo: AppComponent.self, boundTo: API.self)
        public final class LiveAPI: API { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self, boundTo: API.self)
        public final class MockAPI: API { @Injected public init() {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(Set(diagnostics.map(\.id)), [.missingBinding, .duplicateBinding])
    let export = try ExportGraphBuilder.build(graph)
    XCTAssertEqual(
      export.nodes.map(\.id), ["AppComponent/API", "AppComponent/API#2", "AppComponent/Login", "missing:Clock"])
    let missing = try XCTUnwrap(export.nodes.last)
    XCTAssertEqual(missing.kind, .missing)
    XCTAssertNil(missing.component)
    XCTAssertEqual(missing.labelLines, ["Clock", "no binding"])
    XCTAssertEqual(
      export.edges.map { "\($0.from) -> \($0.to)" },
      ["AppComponent/API -> AppComponent/Login", "missing:Clock -> AppComponent/Login"])
  }
}
