import Foundation
import SwordTestSupport
import XCTest

/// Opens the page `sword graph --format html` writes for `Fixtures/Monorepo` in headless Chromium (Debian's
/// `chromium`; `.ci/run` installs it), reads the rendered DOM and takes a screenshot. Skipped when Chromium is
/// missing; runs with SWORD_E2E=1, which `make test` sets.
final class GraphHTMLTests: XCTestCase {
  private var chromium: String!
  private var folder: URL!

  override func setUpWithError() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
    let found = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
      .first(where: FileManager.default.isExecutableFile(atPath:))
    guard let found else { throw XCTSkip("headless Chromium is missing: apt-get install chromium (.ci/run does)") }
    chromium = found
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-graph-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  func testTheFixturePageRendersEveryNodeAndAScreenshot() throws {
    let fixture = FixtureWorkspace.repositoryRoot.appendingPathComponent("Fixtures/Monorepo")
    let page = folder.appendingPathComponent("graph.html")
    let json = folder.appendingPathComponent("graph.json")
    let html = try TestProcess.run(
      Repository.sword, ["graph", "--format", "html", "--output", page.path], in: fixture)
    XCTAssertEqual(html.status, 0, html.output)
    let exported = try TestProcess.run(
      Repository.sword, ["graph", "--format", "json", "--output", json.path], in: fixture)
    XCTAssertEqual(exported.status, 0, exported.output)
    let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    let nodes = try XCTUnwrap(graph?["nodes"] as? [[String: Any]])
    let nodeCount = nodes.count
    let componentCount = try XCTUnwrap(graph?["components"] as? [[String: Any]]).count
    XCTAssertEqual(componentCount, 4, "the fixture has 4 components: two roots, two subcomponents")
    XCTAssertGreaterThan(nodeCount, 30, "the fixture has more than 30 bindings")

    // The DOM after the page's script ran: one g.node per node, and the script finished.
    let dom = try runChromium(["--dump-dom", page.absoluteString])
    XCTAssertEqual(dom.status, 0, dom.output)
    XCTAssertEqual(dom.output.components(separatedBy: "<g class=\"node\"").count - 1, nodeCount)
    XCTAssertTrue(dom.output.contains("data-ready=\"true\""), "the page's script did not finish")
    XCTAssertTrue(dom.output.contains("data-node-count=\"\(nodeCount)\""))
    // One cluster per root component and one inside it per subcomponent.
    XCTAssertEqual(dom.output.components(separatedBy: "<g class=\"cluster\"").count - 1, componentCount)

    // The search box, driven by the page's own `#search=` link: the bindings of the Storage module match.
    let storage = nodes.filter { node in
      ["id", "type", "constructor", "module", "component"].contains {
        ((node[$0] as? String) ?? "").lowercased().contains("storage")
      }
    }.count
    XCTAssertGreaterThan(storage, 3)
    let search = try runChromium(["--dump-dom", page.absoluteString + "#search=storage&check"])
    XCTAssertEqual(search.output.components(separatedBy: "class=\"node match\"").count - 1, storage, search.output)
    XCTAssertTrue(search.output.contains(">\(storage) matches<"))
    // Measured by the browser on the drawn page: no label overlaps another label, a node or a cluster's title; no
    // edge runs through a label or a cluster's title; the page opens where node text is at its own size or larger.
    let attributes = String(search.output.prefix(2000))
    XCTAssertTrue(search.output.contains("data-label-overlaps=\"0\""), attributes)
    XCTAssertFalse(search.output.contains("data-labels=\"0\""), "the fixture's edges have labels")
    XCTAssertTrue(search.output.contains("data-label-crossings=\"0\""), attributes)
    XCTAssertTrue(search.output.contains("data-title-crossings=\"0\""), attributes)
    let zoom = try XCTUnwrap(search.output.firstMatch(of: /data-zoom="([0-9.]+)"/).flatMap { Double($0.1) }, attributes)
    XCTAssertGreaterThanOrEqual(zoom, 1, "node text (12 px) is shown at least at its own size")

    // The screenshot: a PNG of the window's size.
    let screenshot = folder.appendingPathComponent("graph.png")
    let shot = try runChromium(["--screenshot=\(screenshot.path)", page.absoluteString])
    XCTAssertEqual(shot.status, 0, shot.output)
    let png = try Data(contentsOf: screenshot)
    XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
    XCTAssertGreaterThan(png.count, 10_000, "a drawn graph is more than a blank page")
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    XCTAssertEqual([width, height], [1400, 900])
    if let keep = ProcessInfo.processInfo.environment["SWORD_GRAPH_SCREENSHOT"] {
      try png.write(to: URL(fileURLWithPath: keep))
    }
  }

  /// A workspace of 2,000 bindings in 40 components (a root folder of sources, as an Xcode app has): the page draws
  /// one component at a time, its menu lists all 40, and a search counts matches in every component and opens the
  /// first one's.
  func testALargeGraphIsDrawnAComponentAtATimeAndSearchesEverything() throws {
    let workspace = folder.appendingPathComponent("large")
    let sources = workspace.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "root:\n  sources: App\n  module: App\n  output: App/Sword.generated.swift\n".write(
      to: workspace.appendingPathComponent(".sword.yml"), atomically: true, encoding: .utf8)
    for component in 0..<40 {
      var text =
        component == 0
        ? "@Component final class C0 {}\n" : "@Subcomponent(of: C0.self) final class C\(component) {}\n"
      for binding in 0..<50 {
        let name = "Service\(component)x\(binding)"
        let dependency = binding == 0 ? "" : "previous: Service\(component)x\(binding - 1)"
        text +=
          "@Dependency(registeredTo: C\(component).self) final class \(name) { @Injected init(\(dependency)) {} }\n"
      }
      try text.write(to: sources.appendingPathComponent("C\(component).swift"), atomically: true, encoding: .utf8)
    }
    let page = folder.appendingPathComponent("large.html")
    let html = try TestProcess.run(
      Repository.sword, ["graph", "--format", "html", "--output", page.path], in: workspace)
    XCTAssertEqual(html.status, 0, html.output)

    let dom = try runChromium(["--dump-dom", page.absoluteString + "#search=service7x&check"])
    XCTAssertEqual(dom.status, 0, dom.output)
    XCTAssertTrue(dom.output.contains("data-mode=\"components\""))
    XCTAssertTrue(dom.output.contains("data-ready=\"true\""), "the page's script did not finish")
    XCTAssertEqual(dom.output.components(separatedBy: "<option value=").count - 1, 40)
    // Service7x0 … Service7x49: 50 matches, all in C7, whose drawing is the one shown.
    XCTAssertTrue(dom.output.contains(">50 matches<"), String(dom.output.prefix(3000)))
    XCTAssertEqual(dom.output.components(separatedBy: "class=\"node match\"").count - 1, 50)
    XCTAssertTrue(dom.output.contains("data-label-overlaps=\"0\""))
    XCTAssertTrue(dom.output.contains("data-label-crossings=\"0\""))
    XCTAssertTrue(dom.output.contains("data-title-crossings=\"0\""))
    let canvas = try XCTUnwrap(dom.output.range(of: "<div id=\"canvas\">"))
    let drawn = dom.output[canvas.upperBound...].components(separatedBy: "</svg>")[0]
    XCTAssertTrue(drawn.contains("<g class=\"cluster\" data-component=\"C7\""), "C7 is the component shown")
  }

  private func runChromium(_ arguments: [String]) throws -> TestProcess.Result {
    try TestProcess.run(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,900",
        "--virtual-time-budget=2000",
      ] + arguments,
      in: folder)
  }
}
