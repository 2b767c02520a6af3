import SwordGenerator
import XCTest

/// What the generated file imports and what a file sees, with Swift 6's import access levels and re-exports.
final class ImportTests: XCTestCase {
  func testRestrictedImportsOfOtherModulesAreNotRepeated() {
    let fixture = GraphFixture([
      "Networking": [
        """
        public import Foundation
        internal import Vendor
        private import Tracing
        @preconcurrency import Legacy
        @Dependency(registeredTo: AppComponent.self)
        public final class Client { @Injected public init(session: URLSession) {} }
        """
      ],
      "App": [
        """
        internal import Logging
        @Component final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        struct AppModule { @Provider static func session() -> URLSession { .shared } }
        """
      ],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let imports = Renderer.render(graph, to: "/x").contents.split(separator: "\n").filter { $0.hasPrefix("import ") }
    // Vendor and Tracing are Networking's own business; the root module's file keeps its internal Logging.
    XCTAssertEqual(
      imports.filter { !$0.hasPrefix("import class") },
      [
        "import Foundation", "import Legacy", "import Logging", "import Networking", "import Sword",
      ])
  }

  func testAReexportedModuleIsSeenByTheFilesThatImportItsReexporter() {
    let fixture = GraphFixture([
      "Alpha": [
        "@Dependency(registeredTo: AppComponent.self)\npublic final class Clock { @Injected public init() {} }"
      ],
      "Zeta": ["@Dependency(registeredTo: AppComponent.self)\npublic final class Clock { @Injected public init() {} }"],
      // An umbrella file with no Sword attribute (not parsed): its re-export is read all the same.
      "Core": ["@_exported import Zeta\n", "@Component public final class AppComponent {}"],
      "App": [
        """
        import Core
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(clock: Clock) {} }
        """
      ],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let output = Renderer.render(graph, to: "/x").contents
    XCTAssertTrue(output.contains("Screen(clock: self.zetaClock)"), output)
  }
}
