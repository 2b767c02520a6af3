import Foundation
import SwordGenerator
import XCTest

/// What the pictures say beyond nodes and arrows: how a parameter receives its value (`Lazy`, `Provider`, `Weak`
/// edges look different from direct ones in every format), what a multibinding collects, and a large graph drawn a
/// component at a time.
final class GraphPictureTests: XCTestCase {
  private static let fixture = GraphFixture([
    "Core": [
      """
      @Component public final class AppComponent {}
      @Subcomponent(of: AppComponent.self) public final class ChildComponent {}
      public protocol Tracker {}
      public final class A: Tracker {}
      public final class B: Tracker {}
      @Module(registeredTo: AppComponent.self)
      public enum CoreModule {
        @Provider @IntoArray public static func console() -> any Tracker { A() }
      }
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      public final class Coordinator { @Injected public init() {} }
      @Dependency(registeredTo: AppComponent.self)
      public final class Renderer { @Injected public init() {} }
      """
    ],
    "App": [
      """
      import Core
      @Module(registeredTo: ChildComponent.self)
      enum ChildModule {
        @Provider @IntoArray static func remote() -> any Tracker { B() }
      }
      @Dependency(registeredTo: ChildComponent.self)
      final class Screen {
        @Injected init(renderer: Lazy<Renderer>, make: Provider<Renderer>, owner: Weak<Coordinator>, direct: Renderer,
                       trackers: [any Tracker]) {}
      }
      """
    ],
  ])

  private func graph() throws -> ExportGraph {
    let (graph, diagnostics) = Self.fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    return try ExportGraphBuilder.build(graph)
  }

  func testLazyProviderAndWeakEdgesLookDifferentInEveryFormat() throws {
    let graph = try graph()
    let into = graph.edges.filter { $0.to == "ChildComponent/Screen" }
    XCTAssertEqual(
      into.map { "\($0.parameter) \($0.kind.rawValue) \($0.label)" }.sorted(),
      ["direct direct direct", "make provider Provider make", "owner weak Weak owner", "renderer lazy Lazy renderer",
       "trackers direct trackers"])

    let page = HTMLExporter.export(graph)
    for kind in ["lazy", "provider", "weak"] {
      XCTAssertEqual(page.components(separatedBy: "<g class=\"edge \(kind)\"").count - 1, 1, kind)
    }
    XCTAssertTrue(page.contains(">Lazy renderer</text>"))
    XCTAssertTrue(page.contains(".edge.lazy path { stroke-dasharray"))
    let dot = DotExporter.export(graph)
    XCTAssertTrue(dot.contains("[label=\"Lazy renderer\", style=dashed]"), dot)
    XCTAssertTrue(dot.contains("[label=\"Weak owner\", style=dotted]"), dot)
    XCTAssertTrue(dot.contains("[label=\"direct\"]"), dot)
    let mermaid = MermaidExporter.export(graph)
    XCTAssertTrue(mermaid.contains("-.->|Provider make|"), mermaid)
    XCTAssertTrue(mermaid.contains("-->|direct|"), mermaid)
  }

  func testAMultibindingNodeListsEveryContributionAndItsModule() throws {
    let graph = try graph()
    let child = try XCTUnwrap(graph.nodes.first { $0.kind == .multibinding && $0.component == "ChildComponent" })
    XCTAssertEqual(child.contributions, [
      "CoreModule.console() · Core, in AppComponent", "ChildModule.remote() · App",
    ])
    XCTAssertEqual(Array(child.labelLines.suffix(2)), child.contributions.map { "+ \($0)" })
    let page = HTMLExporter.export(graph)
    XCTAssertTrue(page.contains(">+ ChildModule.remote() · App</text>"))
    // The JSON keeps them, and reads back.
    let decoded = try JSONDecoder().decode(ExportGraph.self, from: Data(JSONExporter.export(graph).utf8))
    XCTAssertEqual(decoded, graph)
  }

  func testJSONWrittenBeforeEdgeKindsAndContributionsStillReads() throws {
    let old = """
      {"components":[],"edges":[{"from":"a","parameter":"x","to":"b"}],"nodes":[{"assisted":[],"constructor":"c",
      "id":"a","isContext":false,"isMainActor":false,"kind":"dependency","type":"A"}],"rootModule":"App","version":1}
      """
    let graph = try JSONDecoder().decode(ExportGraph.self, from: Data(old.utf8))
    XCTAssertEqual(graph.edges.first?.kind, .direct)
    XCTAssertEqual(graph.nodes.first?.contributions, [])
  }

  func testALargeGraphIsDrawnAComponentAtATime() throws {
    let graph = try graph()
    let page = HTMLExporter.export(graph, wholeGraphLimit: 3)
    XCTAssertTrue(page.contains("<body data-mode=\"components\">"))
    XCTAssertTrue(page.contains("<option value=\"AppComponent\">AppComponent ("))
    XCTAssertTrue(page.contains("<option value=\"ChildComponent\">ChildComponent ("))
    // Each component's drawing holds its own bindings and, as context, the parents' ones they are injected with:
    // positions only, by index into the graph's JSON.
    let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"sword-drawings\">"))
    let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let drawings = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [[String: Any]])
    XCTAssertEqual(drawings.map { $0["name"] as? String }, ["AppComponent", "ChildComponent"])
    for drawing in drawings {
      let name = try XCTUnwrap(drawing["name"] as? String)
      let nodes = try XCTUnwrap(drawing["nodes"] as? [[Any]])
      let shown = nodes.map { graph.nodes[$0[0] as! Int] }
      let contexts = nodes.map { ($0[5] as? Int) == 1 }
      XCTAssertEqual(
        Set(zip(shown, contexts).filter { !$1 }.map(\.0.id)), Set(graph.nodes.filter { $0.component == name }.map(\.id)))
      for (node, isContext) in zip(shown, contexts) where isContext {
        XCTAssertNotEqual(node.component, name)
      }
      if name == "ChildComponent" {
        XCTAssertTrue(zip(shown, contexts).contains { $0.id == "AppComponent/Renderer" && $1 })
        let clusters = try XCTUnwrap(drawing["clusters"] as? [[Any]])
        XCTAssertEqual(clusters.map { graph.components[$0[0] as! Int].name }, ["AppComponent", "ChildComponent"])
      }
      let edges = try XCTUnwrap(drawing["edges"] as? [[Any]])
      XCTAssertEqual(
        Set(edges.map { graph.edges[$0[0] as! Int].to }), Set(graph.edges.filter { edge in
          graph.nodes.contains { $0.id == edge.to && $0.component == name }
        }.map(\.to)))
    }
    XCTAssertTrue(page.contains("<p class=\"hint\">"), "nothing is drawn before the script picks a component")
    XCTAssertEqual(page, HTMLExporter.export(graph, wholeGraphLimit: 3), "deterministic")
  }
}
