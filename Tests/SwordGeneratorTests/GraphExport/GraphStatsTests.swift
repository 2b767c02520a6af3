import Foundation
import SwordGenerator
import XCTest

/// Fan-in, fan-out, depth, blast radius, dominators, the longest chain and unused bindings.
final class GraphStatsTests: XCTestCase {
  private func node(_ id: String, kind: ExportNode.Kind = .dependency) -> ExportNode {
    ExportNode(
      id: "App/\(id)", type: id, kind: kind, component: "App", module: "M", scope: nil, constructor: "\(id)()",
      assisted: [], isMainActor: false, isContext: false, location: nil, accessor: id.lowercased())
  }

  /// `edges`: (dependency, dependent, kind).
  private func graph(_ names: [String], _ edges: [(String, String, ExportEdge.Kind)], arguments: [String] = [])
    -> ExportGraph
  {
    ExportGraph(
      rootModule: "App", components: [], nodes: names.map { node($0) } + arguments.map { node($0, kind: .argument) },
      edges: edges.map { ExportEdge(from: "App/\($0.0)", to: "App/\($0.1)", parameter: $0.0.lowercased(), kind: $0.2) })
  }

  private func entry(_ stats: GraphStats, _ id: String) throws -> GraphStats.Entry {
    try XCTUnwrap(stats.entries.first { $0.id == "App/\(id)" })
  }

  func testADiamondUnderOneTop() throws {
    // Top injects Left and Right, both inject Base; Base injects Leaf.
    let stats = GraphStats(
      graph(
        ["Base", "Leaf", "Left", "Right", "Top"],
        [
          ("Base", "Left", .direct), ("Base", "Right", .direct), ("Left", "Top", .direct), ("Right", "Top", .direct),
          ("Leaf", "Base", .direct),
        ]))
    let base = try entry(stats, "Base")
    XCTAssertEqual([base.fanIn, base.fanOut, base.depth, base.blastRadius], [2, 1, 1, 3])
    XCTAssertEqual(base.dominator, "App/Top", "Left and Right both lead to it from Top")
    XCTAssertEqual(try entry(stats, "Leaf").dominator, "App/Base")
    XCTAssertEqual(try entry(stats, "Leaf").blastRadius, 4)
    XCTAssertNil(try entry(stats, "Top").dominator)
    XCTAssertEqual(try entry(stats, "Top").depth, 3)
    XCTAssertEqual(stats.longestPath, ["App/Top", "App/Left", "App/Base", "App/Leaf"])
    XCTAssertEqual(stats.mostDependedOn(limit: 2).map(\.id), ["App/Leaf", "App/Base"])
  }

  func testTwoTopsShareABindingThatNoOneDominates() throws {
    let stats = GraphStats(graph(["A", "B", "Shared"], [("Shared", "A", .direct), ("Shared", "B", .direct)]))
    XCTAssertNil(try entry(stats, "Shared").dominator)
    XCTAssertEqual(try entry(stats, "Shared").blastRadius, 2)
  }

  func testACycleThroughLazyCountsEachMemberOnce() throws {
    // X injects Lazy<Y>, Y injects X, Z injects Y.
    let stats = GraphStats(graph(["X", "Y", "Z"], [("Y", "X", .lazy), ("X", "Y", .direct), ("Y", "Z", .direct)]))
    XCTAssertEqual(try entry(stats, "X").blastRadius, 2)
    XCTAssertEqual(try entry(stats, "Y").blastRadius, 2)
    XCTAssertEqual(try entry(stats, "Z").blastRadius, 0)
    XCTAssertEqual(try entry(stats, "Z").depth, 1, "the cycle is one step")
    XCTAssertEqual(stats.longestPath.first, "App/Z")
  }

  func testUnusedBindingsAreTheOnesNothingInjectsAndNoSourceMentions() throws {
    let picture = graph(
      ["Screen", "Forgotten", "Used", "Dependency"], [("Dependency", "Screen", .direct)], arguments: ["Settings"])
    let stats = GraphStats(picture, isReferenced: { ["screen", "used"].contains($0) })
    XCTAssertEqual(stats.unused, ["App/Forgotten"], "arguments, injected and mentioned bindings are used")
    XCTAssertEqual(GraphStats(picture).unused, [], "without sources, nothing is called unused")
  }

  func testAccessorsMentionedInRootSourcesAreFound() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-stats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try "let a = component.userRepository\nlet b = login.`default`\nlet c = items.map(\\.title)\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self) final class UserRepository { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class Forgotten { @Injected init() {} }
        """
      ]
    ])
    let picture = try GraphExporter.picture(fixture.build().graph, rootSources: [file.path])
    XCTAssertEqual(picture.stats?.unused, ["AppComponent/Forgotten"])
    let report = GraphStatsReport.text(picture)
    XCTAssertTrue(report.contains("Unused bindings (1)"), report)
    XCTAssertTrue(report.contains("  AppComponent/Forgotten (.forgotten)"), report)
    XCTAssertTrue(report.contains("Longest dependency chain (1 binding)"), report)
    // The JSON carries the statistics, and reads back.
    let json = JSONExporter.export(picture)
    XCTAssertEqual(try JSONDecoder().decode(ExportGraph.self, from: Data(json.utf8)), picture)
  }

  func testStatisticsAreComputedForTheFormatsThatShowThem() throws {
    let graph = GraphFixture([
      "App": [
        "@Component final class AppComponent {}\n@Dependency(registeredTo: AppComponent.self) final class A { @Injected init() {} }"
      ]
    ]).build().graph
    XCTAssertNil(try GraphExporter.picture(graph, statistics: false).stats)
    XCTAssertEqual(GraphFormat.allCases.filter(\.showsStatistics), [.json, .html])
    XCTAssertTrue(try GraphExporter.export(graph, format: .json).contains("\"stats\""))
  }

  func testAWideGraphIsHandledLinearly() {
    // 10,000 bindings: 100 hubs each injected by 99 others in a chain; correctness at size, not time.
    var names: [String] = []
    var edges: [(String, String, ExportEdge.Kind)] = []
    for hub in 0..<100 {
      names.append("H\(hub)")
      for user in 0..<99 {
        names.append("U\(hub)x\(user)")
        edges.append(("H\(hub)", "U\(hub)x\(user)", .direct))
        if user > 0 { edges.append(("U\(hub)x\(user - 1)", "U\(hub)x\(user)", .direct)) }
      }
    }
    let stats = GraphStats(graph(names, edges))
    XCTAssertEqual(stats.entries.count, 10_000)
    XCTAssertEqual(stats.mostDependedOn(limit: 1).first?.blastRadius, 99)
    XCTAssertEqual(stats.longestPath.count, 100)
  }
}
