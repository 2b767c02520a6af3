import XCTest

@testable import SwordGenerator

/// With `InternalImportsByDefault`, a public component in a file with a plain `import Sword` does not compile (the
/// macro's public conformance cannot use an internal import). The macro cannot see the file's imports; Sword says
/// it, located at the component, with the fix.
final class SwordImportAccessTests: XCTestCase {
  private func diagnostics(_ sources: [String: [String]], internalImports: Set<String>) -> [Diagnostic] {
    let fixture = GraphFixture(sources)
    var settings = GraphSettings(rootModule: fixture.rootModule)
    settings.internalImportModules = internalImports
    return GraphStage.validate(fixture.indexes, settings: settings).diagnostics.filter {
      $0.id == .swordImportedInternally
    }
  }

  func testAPublicComponentWithAPlainImportIsReportedOnlyWhereImportsAreInternal() {
    let core = "import Sword\n@Component public final class 1️⃣AppComponent {}\n"
    let sources = ["App": ["import Core\n"], "Core": [core]]
    let reported = diagnostics(sources, internalImports: ["Core"])
    XCTAssertEqual(reported.map(\.location), [GraphFixture(sources).location("1️⃣", module: "Core")])
    XCTAssertTrue(reported.first?.message.contains("write `public import Sword` in this file") == true)
    XCTAssertEqual(diagnostics(sources, internalImports: []), [], "plain imports are public without the feature")
    let publicImport = [
      "App": ["import Core\n"], "Core": ["public import Sword\n@Component public final class AppComponent {}\n"],
    ]
    XCTAssertEqual(diagnostics(publicImport, internalImports: ["Core"]), [])
    let internalComponent = [
      "App": ["import Core\n"], "Core": ["import Sword\n@Component final class AppComponent {}\n"],
    ]
    XCTAssertEqual(diagnostics(internalComponent, internalImports: ["Core"]), [])
  }

  /// What the diagnostic says is so: the same file compiles with `public import Sword` and not without it.
  func testTheCompilerAgrees() throws {
    try TypeCheck.requireBuild()
    let flags = ["-enable-upcoming-feature", "InternalImportsByDefault"]
    for (importLine, compiles) in [("import Sword", false), ("public import Sword", true)] {
      let fixture = GraphFixture([
        "App": ["import Core\n"], "Core": ["\(importLine)\n@Component public final class AppComponent {}\n"],
      ])
      let result = try TypeCheck.run(fixture, generated: "", moduleFlags: ["Core": flags])
      XCTAssertEqual(result.status == 0, compiles, "\(importLine):\n\(result.output)")
    }
  }
}
