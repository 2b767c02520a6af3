import XCTest

@testable import SwordGenerator

/// The HTML page's layout: nothing overlaps, clusters hold what belongs to them, edges run between their nodes
/// and never through another node.
final class GraphLayoutTests: XCTestCase {
  func testTheSmallGraphIsLaidOutCleanly() throws {
    try assertClean(SmallGraph.export())
  }

  func testOneComponentWithContextIsLaidOutCleanly() throws {
    try assertClean(SmallGraph.export(component: "SessionComponent"))
  }

  /// A chain that skips rows, a diamond, two subcomponents and a missing type.
  func testEdgesThatSkipRowsGoAroundNodes() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component public final class AppComponent {}
        @Subcomponent(of: AppComponent.self) public final class LeftComponent {}
        @Subcomponent(of: AppComponent.self) public final class RightComponent {}
        @Subcomponent(of: LeftComponent.self) public final class DeepComponent {}
        @Dependency(registeredTo: AppComponent.self) public final class A { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self) public final class B { @Injected public init(a: A) {} }
        @Dependency(registeredTo: AppComponent.self) public final class C { @Injected public init(b: B) {} }
        @Dependency(registeredTo: AppComponent.self) public final class D { @Injected public init(a: A, c: C) {} }
        @Dependency(registeredTo: LeftComponent.self) public final class L { @Injected public init(a: A, d: D) {} }
        @Dependency(registeredTo: RightComponent.self) public final class R { @Injected public init(a: A, x: X) {} }
        @Dependency(registeredTo: DeepComponent.self) public final class Z { @Injected public init(l: L, a: A) {} }
        """
      ]
    ])
    let graph = try ExportGraphBuilder.build(fixture.build().graph)
    XCTAssertEqual(graph.nodes.count, 8)
    let layout = assertClean(graph)
    // A → D skips B and C: its route has waypoints, so it has more than two points.
    let index = try XCTUnwrap(graph.edges.firstIndex { $0.from == "AppComponent/A" && $0.to == "AppComponent/D" })
    XCTAssertGreaterThan(layout.routes[index].count, 2)
  }

  /// Twelve parameters with long labels into one node, and a chain through them: labels crowd one place.
  func testLabelsNeverOverlapEachOtherNodesOrClusterTitles() throws {
    let leaves = (0..<12).map { "Leaf\($0)" }
    let declarations = leaves.map {
      "@Dependency(registeredTo: AppComponent.self) public final class \($0) { @Injected public init() {} }"
    }
    let parameters = leaves.map { "aVeryLongParameterNameFor\($0): \($0)" }.joined(separator: ", ")
    let fixture = GraphFixture([
      "App": [
        ([
          "@Component public final class AppComponent {}",
          "@Subcomponent(of: AppComponent.self) public final class S {}",
        ]
          + declarations
          + [
            "@Dependency(registeredTo: AppComponent.self) public final class Hub { @Injected public init(\(parameters)) {} }",
            "@Dependency(registeredTo: S.self) public final class Screen { @Injected public init(hub: Lazy<Hub>, leaf: Leaf0) {} }",
          ]).joined(separator: "\n")
      ]
    ])
    let graph = try ExportGraphBuilder.build(fixture.build().graph)
    let layout = assertClean(graph)
    // Twelve long labels converging on one node cannot all sit clear of each other's curves: the ones that can are
    // drawn, the others are left out rather than crossed; the edges into Screen, with room around them, get theirs.
    XCTAssertGreaterThanOrEqual(layout.labels.compactMap { $0 }.count, 4)
    for (edge, label) in zip(graph.edges, layout.labels) where edge.to == "S/Screen" {
      XCTAssertNotNil(label, "\(edge.from) → \(edge.to) has room for its label")
    }
  }

  /// The edges that enter a subcomponent from its parent come in right of its title and caption, and turn below
  /// them: no edge crosses a title, however the targets sit under it.
  func testEdgesIntoASubcomponentComeInBesideItsTitle() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component public final class AppComponent {}
        @Subcomponent(of: AppComponent.self) public final class AVeryLongSubcomponentNameThatWidensTheTitle {}
        @Dependency(registeredTo: AppComponent.self) public final class A { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self) public final class B { @Injected public init() {} }
        @Dependency(registeredTo: AVeryLongSubcomponentNameThatWidensTheTitle.self)
        public final class C { @Injected public init(a: A, b: B) {} }
        """
      ]
    ])
    let graph = try ExportGraphBuilder.build(fixture.build().graph)
    let layout = assertClean(graph)
    let child = try XCTUnwrap(graph.components.first { $0.isSubcomponent })
    let title = GraphLayout.titleBox(of: child, in: layout.clusters[child.name]!)
    for route in layout.routes {
      let lane = try XCTUnwrap(route.first { $0.y == layout.clusters[child.name]!.y }, "the route enters at the top")
      XCTAssertGreaterThan(lane.x, title.x + title.width, "it comes in right of the title")
    }
  }

  @discardableResult
  private func assertClean(_ graph: ExportGraph, file: StaticString = #filePath, line: UInt = #line) -> GraphLayout {
    let layout = GraphLayout(graph)
    let boxes = graph.nodes.map { ($0, layout.nodes[$0.id]!) }
    for (index, (first, a)) in boxes.enumerated() {
      XCTAssertTrue(a.x >= 0 && a.y >= 0 && a.x + a.width <= layout.width && a.y + a.height <= layout.height)
      for (second, b) in boxes[(index + 1)...] where overlaps(a, b) {
        XCTFail("\(first.id) overlaps \(second.id)", file: file, line: line)
      }
      if let component = first.component {
        XCTAssertTrue(
          contains(layout.clusters[component]!, a), "\(first.id) is outside its cluster", file: file, line: line)
      }
    }
    for component in graph.components {
      let box = layout.clusters[component.name]!
      if let parent = component.parent {
        XCTAssertTrue(
          contains(layout.clusters[parent]!, box), "\(component.name) is outside \(parent)", file: file, line: line)
      }
      for other in graph.components where other.name != component.name && other.parent == component.parent {
        XCTAssertFalse(overlaps(box, layout.clusters[other.name]!), "sibling clusters overlap", file: file, line: line)
      }
    }
    // Labels overlap nothing: each other, nodes, cluster titles.
    XCTAssertEqual(layout.labels.count, graph.edges.count)
    let labels = zip(graph.edges, layout.labels).compactMap { edge, box in box.map { (edge, $0) } }
    let titles = graph.components.map { GraphLayout.titleBox(of: $0, in: layout.clusters[$0.name]!) }
    for (index, (edge, label)) in labels.enumerated() {
      XCTAssertEqual(label.width, Double(edge.label.count) * GraphLabelPlacer.characterWidth + 4)
      for (other, box) in labels[(index + 1)...] where overlaps(label, box) {
        XCTFail("the labels of \(edge) and \(other) overlap", file: file, line: line)
      }
      for (node, box) in boxes where overlaps(label, box) {
        XCTFail("the label of \(edge) covers \(node.id)", file: file, line: line)
      }
      for title in titles where overlaps(label, title) {
        XCTFail("the label of \(edge) covers a cluster's title", file: file, line: line)
      }
    }
    XCTAssertEqual(layout.routes.count, graph.edges.count)
    // No edge runs through a label (its own included) or a cluster's title and caption.
    for (edge, route) in zip(graph.edges, layout.routes) {
      for (from, to) in zip(route, route.dropFirst()) {
        var previous = from
        for step in 1...GraphLabelPlacer.samples {
          let next = GraphLayout.point(from: from, to: to, at: Double(step) / Double(GraphLabelPlacer.samples))
          for (labelled, label) in labels where GraphLabelPlacer.crosses(previous, next, label) {
            XCTFail("\(edge.from) → \(edge.to) runs through the label of \(labelled)", file: file, line: line)
          }
          for (component, title) in zip(graph.components, titles) where GraphLabelPlacer.crosses(previous, next, title)
          {
            XCTFail("\(edge.from) → \(edge.to) runs through the title of \(component.name)", file: file, line: line)
          }
          previous = next
        }
      }
    }
    for (edge, route) in zip(graph.edges, layout.routes) {
      let source = layout.nodes[edge.from]!
      let target = layout.nodes[edge.to]!
      XCTAssertEqual(
        route.first?.y, source.y + source.height, "\(edge) leaves its source's bottom", file: file, line: line)
      XCTAssertEqual(route.last?.y, target.y, "\(edge) enters its target's top", file: file, line: line)
      // Straight stretches through the rows never cross a node.
      for (from, to) in zip(route, route.dropFirst()) where from.x == to.x && to.y > from.y {
        for (node, box) in boxes
        where box.x < from.x && from.x < box.x + box.width && box.y < to.y && from.y < box.y + box.height {
          XCTFail("\(edge.from) → \(edge.to) runs through \(node.id)", file: file, line: line)
        }
      }
    }
    return layout
  }

  private func overlaps(_ a: GraphLayout.Box, _ b: GraphLayout.Box) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  private func contains(_ outer: GraphLayout.Box, _ inner: GraphLayout.Box) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
      && inner.y + inner.height <= outer.y + outer.height
  }
}
