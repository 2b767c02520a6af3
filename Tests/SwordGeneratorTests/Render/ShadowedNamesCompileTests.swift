import XCTest

@testable import SwordGenerator

/// Names that another imported module also declares: the generated code imports each workspace type it names
/// with a scoped import, which wins over Foundation's `DateFormatter` and the like.
final class ShadowedNamesCompileTests: XCTestCase {
  func testAWorkspaceTypeNamedLikeAFoundationTypeCompiles() throws {
    try TypeCheck.requireBuild()
    let fixture = GraphFixture([
      "Formatting": [
        """
        import Foundation
        public import Sword
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        public final class DateFormatter: Sendable { @Injected public init() {} }
        #if DEBUG
        @Dependency(registeredTo: AppComponent.self)
        public final class Timer { @Injected public init(formatter: Formatting.DateFormatter) {} }
        #endif
        """
      ],
      "App": [
        """
        import Formatting
        func use() {
          let component = AppComponent()
          _ = component.dateFormatter
          #if DEBUG
          _ = component.timer
          #endif
        }
        """
      ],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(generated.contains("import class Formatting.DateFormatter\n"), generated)
    XCTAssertTrue(generated.contains("#if DEBUG\nimport class Formatting.Timer\n#endif\n"), generated)
    for debug in [true, false] {
      let result = try TypeCheck.run(fixture, generated: generated, debug: debug)
      XCTAssertEqual(result.status, 0, "DEBUG \(debug):\n\(result.output)")
    }
  }

  func testOnlyNamesThatAreNotMembersAreTypeNames() {
    XCTAssertEqual(
      ScopedImports.typeNames(in: "var a: Post.ID { Post.ID(self.store, _x: Kind.a) }"),
      ["var", "a", "Post", "self", "_x", "Kind"])
  }
}

extension ShadowedNamesCompileTests {
  func testWithoutAForeignImportOnlyNamesOfSwordsOwnTypesAreImportedOnTheirOwn() {
    let fixture = GraphFixture([
      "Core": [
        """
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Lazy { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Clock { @Injected public init(lazy: Core.Lazy) {} }
        """
      ],
      "App": ["import Core"],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let output = Renderer.render(graph, to: "/x").contents
    XCTAssertTrue(output.contains("import class Core.Lazy\n"), output)
    XCTAssertFalse(output.contains("import class Core.Clock"), output)
  }
}
