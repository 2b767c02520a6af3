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
      [
        "direct direct direct", "make provider Provider make", "owner weak Weak owner", "renderer lazy Lazy renderer",
        "trackers direct trackers",
      ])

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
    XCTAssertEqual(
      child.contributions,
      [
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
    // Each component's drawing, drawn by the same renderer as a whole graph into a template of its own, holds its
    // own bindings and, as context, the parents' ones they are injected with.
    let templates = page.components(separatedBy: "<template data-component=\"").dropFirst().map { piece in
      let name = String(piece.prefix { $0 != "\"" })
      return (name: name, svg: String(piece.dropFirst(name.count + 2).components(separatedBy: "</template>")[0]))
    }
    XCTAssertEqual(templates.map(\.name), ["AppComponent", "ChildComponent"])
    // The values of `name` in the elements whose markup starts with `prefix` (the groups `<g class="edges">` and
    // `<g class="clusters">` have none).
    func attributes(_ name: String, after prefix: String, in svg: String) -> [String] {
      svg.components(separatedBy: prefix).dropFirst().compactMap { piece in
        let element = piece.prefix { $0 != ">" }
        guard let value = element.components(separatedBy: "\(name)=\"").dropFirst().first else { return nil }
        return String(value.prefix { $0 != "\"" })
      }
    }
    for (name, svg) in templates {
      XCTAssertTrue(svg.hasPrefix("<svg id=\"graph\""), svg)
      XCTAssertTrue(svg.hasSuffix("</svg>"), svg)
      XCTAssertEqual(
        Set(attributes("data-id", after: "<g class=\"node\"", in: svg)),
        Set(graph.nodes.filter { $0.component == name }.map(\.id)))
      for id in attributes("data-id", after: "<g class=\"node context\"", in: svg) {
        XCTAssertNotEqual(graph.nodes.first { $0.id == id }?.component, name)
      }
      XCTAssertEqual(
        Set(attributes("data-to", after: "<g class=\"edge", in: svg)),
        Set(
          graph.edges.filter { edge in
            graph.nodes.contains { $0.id == edge.to && $0.component == name }
          }.map(\.to)))
    }
    let child = try XCTUnwrap(templates.last?.svg)
    XCTAssertTrue(child.contains("<g class=\"node context\" data-id=\"AppComponent/Renderer\""), child)
    XCTAssertEqual(
      attributes("data-component", after: "<g class=\"cluster", in: child), ["AppComponent", "ChildComponent"],
      "the parent's frame first, so the subcomponent's lies on it")
    // The palette and the label lines are the renderer's: the same as on a page drawn whole.
    let app = try XCTUnwrap(templates.first?.svg)
    XCTAssertTrue(
      app.contains(
        "fill=\"#dbeafe\" stroke=\"#374151\"/><text class=\"node-type\" x=\"10\" y=\"18\">Coordinator</text>"), app)
    XCTAssertTrue(HTMLExporter.export(graph).contains(">Coordinator</text><text class=\"node-detail\""))
    XCTAssertTrue(page.contains("<p class=\"hint\">"), "nothing is drawn before the script picks a component")
    XCTAssertEqual(page, HTMLExporter.export(graph, wholeGraphLimit: 3), "deterministic")
  }
}
