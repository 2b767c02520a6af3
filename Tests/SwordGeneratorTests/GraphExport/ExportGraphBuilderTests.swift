import SwordGenerator
import XCTest

/// Which nodes, edges and clusters the export holds: the whole graph, one component, and invalid graphs.
final class ExportGraphBuilderTests: XCTestCase {
  func testWholeGraphHasOneNodePerBindingAndOneEdgePerInjection() throws {
    let graph = try SmallGraph.export()
    XCTAssertEqual(
      graph.nodes.map(\.id),
      [
        "AppComponent/Clock", "AppComponent/Repository<User>", "AppComponent/Settings", "AppComponent/Store",
        "SessionComponent/Greeter", "SessionComponent/SessionViewModel",
      ])
    XCTAssertEqual(
      graph.edges.map { "\($0.from) -\($0.parameter)-> \($0.to)" },
      [
        "AppComponent/Clock -clock-> AppComponent/Store",
        "AppComponent/Clock -clock-> SessionComponent/Greeter",
        "AppComponent/Repository<User> -users-> SessionComponent/SessionViewModel",
        "AppComponent/Settings -settings-> AppComponent/Clock",
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

  /// `--component SessionComponent`: the subcomponent, and what it uses from AppComponent as context.
  func testOneComponentKeepsItsSubtreeAndWhatItUsesFromItsParents() throws {
    let graph = try SmallGraph.export(component: "SessionComponent")
    XCTAssertEqual(graph.focus, "SessionComponent")
    XCTAssertEqual(
      graph.nodes.map { "\($0.id)\($0.isContext ? " (context)" : "")" },
      [
        "AppComponent/Clock (context)", "AppComponent/Repository<User> (context)", "AppComponent/Store (context)",
        "SessionComponent/Greeter", "SessionComponent/SessionViewModel",
      ])
    XCTAssertEqual(graph.edges.count, 3, "only the edges into the focused component")
    XCTAssertTrue(graph.edges.allSatisfy { $0.to.hasPrefix("SessionComponent/") })
    XCTAssertEqual(graph.components.map { "\($0.name) \($0.isContext)" }, ["AppComponent true", "SessionComponent false"])
  }

  func testAComponentWithSubcomponentsKeepsThemAll() throws {
    let graph = try SmallGraph.export(component: "AppComponent")
    XCTAssertEqual(graph.nodes.count, 6)
    XCTAssertEqual(graph.components.filter(\.isContext), [])
  }

  func testAnUnknownComponentIsADiagnosticWithASuggestion() {
    XCTAssertThrowsError(try SmallGraph.export(component: "SesionComponent")) { error in
      let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
      XCTAssertEqual(diagnostics.map(\.id), [.graphUnknownComponent])
      XCTAssertEqual(
        diagnostics.first?.message, "'SesionComponent' is not a component of the graph; did you mean 'SessionComponent'?")
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
    XCTAssertEqual(export.nodes.map(\.id), ["AppComponent/API", "AppComponent/API#2", "AppComponent/Login", "missing:Clock"])
    let missing = try XCTUnwrap(export.nodes.last)
    XCTAssertEqual(missing.kind, .missing)
    XCTAssertNil(missing.component)
    XCTAssertEqual(missing.labelLines, ["Clock", "no binding"])
    XCTAssertEqual(
      export.edges.map { "\($0.from) -> \($0.to)" }, ["AppComponent/API -> AppComponent/Login", "missing:Clock -> AppComponent/Login"])
  }
}
