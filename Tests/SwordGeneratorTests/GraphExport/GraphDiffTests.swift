import Foundation
import SwordGenerator
import XCTest

/// `sword diff`'s model and reports, on graphs built from sources.
final class GraphDiffTests: XCTestCase {
  private func picture(_ source: String) throws -> ExportGraph {
    let (graph, _) = GraphFixture(["App": [source]]).build()
    return try GraphExporter.picture(graph)
  }

  private let base = """
    @Component final class AppComponent {}
    @Subcomponent(of: AppComponent.self) final class LoginComponent {}
    @Dependency(registeredTo: AppComponent.self, scopedWith: .single) final class Clock { @Injected init() {} }
    @Dependency(registeredTo: AppComponent.self) final class Repo { @Injected init(clock: Clock) {} }
    @Dependency(registeredTo: AppComponent.self) final class Old { @Injected init() {} }
    """

  func testEveryKindOfChangeIsReportedAndNothingElse() throws {
    let before = try picture(base)
    let after = try picture(
      """
      @Component final class AppComponent {}
      @Component final class LoginComponent {}
      @Subcomponent(of: AppComponent.self) final class SettingsComponent {}
      @Dependency(registeredTo: AppComponent.self) final class Clock { @Injected init() {} }
      @Dependency(registeredTo: AppComponent.self) final class Repo { @Injected init(clock: Clock, greeter: Greeter) {} }
      @Dependency(registeredTo: AppComponent.self) final class Greeter { @Injected init(clock: Clock) {} }
      """)
    let diff = GraphDiff(from: before, to: after)
    XCTAssertEqual(diff.bindingsAdded, ["AppComponent/Greeter"])
    XCTAssertEqual(diff.bindingsRemoved, ["AppComponent/Old"])
    XCTAssertEqual(diff.scopesChanged, [.init(id: "AppComponent/Clock", before: ".single", after: "unscoped")])
    XCTAssertEqual(diff.constructorsChanged.map(\.id), ["AppComponent/Repo"])
    XCTAssertEqual(diff.constructorsChanged.first?.after, "Repo.init(clock:greeter:)")
    XCTAssertEqual(diff.componentsAdded, ["SettingsComponent"])
    XCTAssertEqual(
      diff.componentsMoved,
      [.init(id: "LoginComponent", before: "subcomponent of AppComponent", after: "root component")])
    XCTAssertEqual(
      diff.injectionsAdded.map { "\($0.from)>\($0.to)" },
      ["AppComponent/Clock>AppComponent/Greeter", "AppComponent/Greeter>AppComponent/Repo"])
    XCTAssertEqual(diff.injectionsRemoved, [])
    XCTAssertTrue(GraphDiff(from: before, to: before).isEmpty)

    let markdown = GraphDiffReport.render(diff, format: .markdown, title: "Dependency graph: main → work tree")
    XCTAssertTrue(markdown.hasPrefix("### Dependency graph: main → work tree\n"))
    XCTAssertTrue(markdown.contains("**Scopes changed (1)**\n\n- `AppComponent/Clock`: .single → unscoped"), markdown)
    XCTAssertTrue(markdown.contains("**Bindings removed (1)**\n\n- `AppComponent/Old`"), markdown)
    let text = GraphDiffReport.render(diff, format: .text, title: "t")
    XCTAssertFalse(text.contains("`") || text.contains("‹"), text)
    let json = GraphDiffReport.render(diff, format: .json, title: "t")
    XCTAssertEqual(try JSONDecoder().decode(GraphDiff.self, from: Data(json.utf8)), diff)
    XCTAssertEqual(
      GraphDiffReport.render(GraphDiff(), format: .text, title: "t"), "t: no change to the dependency graph\n")
  }

  func testABindingThatManyNowDependOnIsCalledOut() throws {
    let before = try picture(base)
    var source = base
    for index in 0..<4 {
      source +=
        "\n@Dependency(registeredTo: AppComponent.self) final class User\(index) { @Injected init(repo: Repo) {} }"
    }
    let diff = GraphDiff(from: before, to: try picture(source))
    // Repo: no dependents before, 4 now (0 → 4); Clock: Repo before, Repo and the 4 users now (1 → 5).
    XCTAssertEqual(
      diff.blastRadiusGrew,
      [
        .init(id: "AppComponent/Clock", before: "1", after: "5"),
        .init(id: "AppComponent/Repo", before: "0", after: "4"),
      ])
  }
}
