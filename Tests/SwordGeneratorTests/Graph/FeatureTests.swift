import SwiftParser
import SwordGenerator
import XCTest

/// Qualifiers, `Lazy` / `Provider` / `Weak`, optional bindings, multibindings, several roots, the primitive guard
/// and test overrides, from sources to diagnostics and generated code.
final class FeatureTests: XCTestCase {
  private func render(_ graph: BindingGraph) -> String {
    let output = Renderer.render(graph, to: "/x").contents
    XCTAssertFalse(Parser.parse(source: output).hasError, output)
    return output
  }

  func testQualifiersTellTwoBindingsOfOneTypeApart() {
    let fixture = GraphFixture([
      "App": [
        """
        import Foundation
        enum BaseURL {}
        enum CDNURL {}
        enum Audit {}
        @Component(arguments: Qualified<BaseURL, URL>.self, Qualified<CDNURL, URL>.self) final class AppComponent {}
        protocol Log {}
        @Dependency(registeredTo: AppComponent.self, boundTo: Log.self) final class Console: Log { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self, boundTo: Log.self) @Named(Audit.self)
        final class AuditLog: Log { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Client {
          @Injected init(@Named(BaseURL.self) base: URL, @Named(CDNURL.self) cdn: URL, log: Log, @Named(Audit.self) audit: Log) {}
        }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    let output = render(graph)
    XCTAssertTrue(
      output.contains("Client(base: self.baseURL, cdn: self.cdnurl, log: self.log, audit: self.audit)"), output)
    XCTAssertTrue(output.contains("var audit: any Log {"), output)
    XCTAssertEqual(graph.bindings(of: "AppComponent").filter { $0.key.type == "URL" }.count, 2)
    // `sword graph` draws them as two nodes.
    let picture = try? ExportGraphBuilder.build(graph, component: nil, relativeTo: nil)
    let ids = Set(picture?.nodes.map(\.id) ?? [])
    XCTAssertTrue(
      ids.isSuperset(of: ["AppComponent/@Named(BaseURL) URL", "AppComponent/@Named(CDNURL) URL"]), "\(ids)")
  }

  func testLazyAndProviderBreakCyclesAndWeakAndOptionalAreWrapped() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class A { @Injected init(b: Lazy<B>) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class B { @Injected init(a: A, c: Sword.Provider<C>, weakA: Weak<A>, tracer: Tracer?, present: A?) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class C { @Injected init(b: B) {} }
        final class Tracer {}
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    let output = render(graph)
    XCTAssertTrue(output.contains("A(b: Sword.Lazy { self.b })"), output)
    XCTAssertTrue(
      output.contains(
        "B(a: self.a, c: Sword.Provider { self.c }, weakA: Sword.Weak(self.a), tracer: nil, present: self.a)"),
      output)
  }

  func testABindingOfTheOptionalTypeItselfWinsOverTheWrappedOne() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        final class Session {}
        @Module(registeredTo: AppComponent.self)
        enum SessionModule { @Provider static func session() -> Session? { nil } }
        @Dependency(registeredTo: AppComponent.self) final class Screen { @Injected init(session: Session?) {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    XCTAssertTrue(render(graph).contains("Screen(session: self.optionalSession)"))
  }

  func testMultibindingsMergeAcrossModulesAndIntoSubcomponentsInAStableOrder() {
    let fixture = GraphFixture([
      "Core": [
        """
        @Component public final class AppComponent {}
        @Subcomponent(of: AppComponent.self) public final class ChildComponent {}
        public protocol Tracker {}
        @Module(registeredTo: AppComponent.self, multibindings: [any Plugin].self)
        public enum CoreModule {
          @Provider @IntoArray public static func b() -> any Tracker { B() }
          @Provider @IntoSet public static func flagB() -> String { "b" }
          @Provider @IntoMap(key: Route.home) public static func home() -> Int { 1 }
        }
        public protocol Plugin {}
        public enum Route { case home, settings }
        """
      ],
      "App": [
        """
        import Core
        @Module(registeredTo: AppComponent.self)
        enum AppModule {
          @Provider @IntoArray static func a() -> any Tracker { A() }
          @Provider @IntoSet static func flagA() -> String { "a" }
        }
        @Module(registeredTo: ChildComponent.self)
        enum ChildModule {
          @Provider @IntoArray static func c() -> any Tracker { C() }
          @Provider @IntoMap(key: Route.settings) static func settings() -> Int { 2 }
        }
        @Dependency(registeredTo: ChildComponent.self)
        final class Hub { @Injected init(trackers: [any Tracker], flags: Set<String>, routes: [Route: Int], plugins: [Plugin]) {} }
        """
      ],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    let output = render(graph)
    XCTAssertTrue(
      output.contains("return [AppModule.a(), CoreModule.b()]") || output.contains("[AppModule.a(), CoreModule.b()]"),
      output)
    XCTAssertTrue(output.contains("self.parent.trackerArray + [ChildModule.c()]"), output)
    XCTAssertTrue(output.contains("[AppModule.flagA(), CoreModule.flagB()]"), output)
    XCTAssertTrue(
      output.contains(
        "self.parent.routeIntDictionary.merging([Route.settings: ChildModule.settings()]) { first, _ in first }"),
      output)
    XCTAssertTrue(output.contains("var pluginArray: [any Plugin] {\n    []"), output)
    XCTAssertTrue(
      output.contains(
        "Hub(trackers: self.trackerArray, flags: self.parent.stringSet, routes: self.routeIntDictionary, plugins: self.parent.pluginArray)"
      ), output)
  }

  func testTheSameTypeRegisteredToTwoRootsIsBoundInBoth() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Component final class WidgetComponent {}
        @Dependency(registeredTo: AppComponent.self)
        @Dependency(registeredTo: WidgetComponent.self, scopedWith: .single)
        final class Clock { @Injected init() {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(graph.bindings(of: "AppComponent").map(\.scope), [nil])
    XCTAssertEqual(graph.bindings(of: "WidgetComponent").map(\.scope), [.single])
    let output = render(graph)
    XCTAssertTrue(output.contains("extension AppComponent {") && output.contains("extension WidgetComponent {"), output)
  }

  func testUnqualifiedPrimitivesWarnAndAQualifierSilencesThem() {
    let fixture = GraphFixture([
      "App": [
        """
        enum Retries {}
        @Component(arguments: Swift.String.self, Qualified<Retries, Int>.self) final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Client { @Injected init(name: String, @Named(Retries.self) retries: Int) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.unqualifiedPrimitive, .unqualifiedPrimitive])
    XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning])
    XCTAssertTrue(diagnostics[1].message.hasPrefix("'name' asks for a String"), diagnostics[1].message)
  }

  func testOverridesAreGeneratedOnlyWhenAskedFor() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component(arguments: Config.self) final class AppComponent {}
        struct Config {}
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class Store { @Injected init(config: Config) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Detail { @Injected init(@Assisted id: Int, store: Store) {} }
        """
      ]
    ])
    var graph = fixture.build().graph
    XCTAssertFalse(render(graph).contains("Overrides"))
    graph.testOverrides = true
    let output = render(graph)
    XCTAssertTrue(output.contains("var store: Store? = nil"), output)
    XCTAssertTrue(output.contains("var detail: ((Int) -> Detail)? = nil"), output)
    XCTAssertTrue(output.contains("if let override = _swordOverrides?.detail { return override(id) }"), output)
    XCTAssertTrue(output.contains("convenience init(config: Config, overrides: Overrides) {"), output)
    XCTAssertFalse(output.contains("var config: Config?"), "arguments are passed, not overridden")
  }
}

extension FeatureTests {
  func testSelectedRootsLimitTheGeneratedCodeAndUnknownNamesAreReported() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class LoginComponent {}
        @Component final class WidgetComponent {}
        @Dependency(registeredTo: WidgetComponent.self) final class Clock { @Injected init() {} }
        """
      ]
    ])
    var graph = fixture.build().graph
    graph.selectedRoots = ["AppComponent"]
    XCTAssertEqual(graph.generatedComponentNames, ["AppComponent", "LoginComponent"])
    let output = render(graph)
    XCTAssertFalse(output.contains("WidgetComponent"), output)
    XCTAssertTrue(output.contains("func makeLoginComponent() -> LoginComponent"), output)

    let at = SourceLocation(file: "/ws/.sword.yml", line: 4, column: 17)
    let problems = RootSelection.problems(
      [("AppComponent", at), ("WidgetComponnet", at), ("LoginComponent", at)],
      graph: graph)
    XCTAssertEqual(problems.map(\.id), [.unknownComponent, .unknownComponent])
    XCTAssertTrue(problems[0].message.contains("did you mean 'WidgetComponent'?"), problems[0].message)
    XCTAssertTrue(problems[1].message.contains("is a subcomponent of 'AppComponent'"), problems[1].message)
  }
}
