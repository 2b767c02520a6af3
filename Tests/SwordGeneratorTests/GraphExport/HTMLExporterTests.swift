import Foundation
import SwordGenerator
import XCTest

/// The HTML page is self-contained, carries the graph, and draws one element per node and edge.
final class HTMLExporterTests: XCTestCase {
  func testThePageFetchesNothing() throws {
    let page = HTMLExporter.export(try SmallGraph.export())
    XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
    XCTAssertFalse(page.contains("<script src"), "no external script")
    XCTAssertFalse(page.contains("<link"), "no external style sheet or font")
    XCTAssertFalse(page.contains("@import"))
    XCTAssertFalse(page.contains("url(http"))
    // The only URL is the SVG namespace (in the drawing, and in the script that draws components), which is a
    // name, not a request.
    let urls = Set(page.components(separatedBy: "http").dropFirst().map { String($0.prefix(22)) })
    XCTAssertEqual(urls, ["://www.w3.org/2000/svg"])
  }

  func testThePageDrawsEveryNodeEdgeAndCluster() throws {
    let graph = try SmallGraph.export()
    let page = HTMLExporter.export(graph)
    XCTAssertEqual(page.components(separatedBy: "<g class=\"node\"").count - 1, graph.nodes.count)
    XCTAssertEqual(page.components(separatedBy: "<g class=\"edge\"").count - 1, graph.edges.count)
    XCTAssertEqual(page.components(separatedBy: "<g class=\"cluster\"").count - 1, graph.components.count)
    XCTAssertTrue(page.contains("data-id=\"AppComponent/Repository&lt;User&gt;\""), "ids are escaped")
    XCTAssertTrue(page.contains("<title>Sword graph · App</title>"))
    XCTAssertTrue(page.contains("8 bindings · 2 components"))
    // A binding under `#if` says so on its node.
    XCTAssertTrue(page.contains(">unscoped · Core · #if DEBUG</text>"), "the condition is on the node")
    for control in ["id=\"search\"", "id=\"zoom-in\"", "id=\"zoom-out\"", "id=\"zoom-fit\"", "id=\"details\""] {
      XCTAssertTrue(page.contains(control), control)
    }
  }

  /// The JSON block the script reads is the same graph `--format json` prints, and cannot close its `<script>`.
  func testTheEmbeddedJSONIsTheGraph() throws {
    let graph = try SmallGraph.export()
    let page = HTMLExporter.export(graph)
    let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"sword-graph\">"))
    let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    XCTAssertFalse(json.contains("<"))
    XCTAssertEqual(try JSONDecoder().decode(ExportGraph.self, from: Data(json.utf8)), graph)
  }

  func testAnInvalidGraphSaysHowManyTypesAreMissing() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Login { @Injected public init(clock: Clock) {} }
        """
      ]
    ])
    let page = HTMLExporter.export(try ExportGraphBuilder.build(fixture.build().graph))
    XCTAssertTrue(page.contains("1 binding · 1 component · 1 missing"))
    XCTAssertTrue(page.contains("data-kind=\"missing\""))
  }
}
