import SwiftParser
import SwiftSyntax
import SwordGenerator
import SwordNaming
import XCTest

/// Names that reach generated code are escaped or refused: the output always parses, and declares exactly what
/// Sword means to declare.
final class InjectionTests: XCTestCase {
  func testBacktickedAndUnicodeNamesStayValidSwift() throws {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class `Default` { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Café { @Injected init(`default`: `Default`, `self` value: Int) {} }
        @Module(registeredTo: AppComponent.self)
        enum Numbers { @Provider static func `class`() -> Int { 1 } }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    // Only the warnings that an unqualified `Int` is bound and injected.
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    XCTAssertEqual(Set(diagnostics.map(\.id)), [.unqualifiedPrimitive])
    let output = Renderer.render(graph, to: "/x").contents
    let tree = Parser.parse(source: output)
    XCTAssertFalse(tree.hasError, output)
    XCTAssertTrue(output.contains("var `default`: Default"), output)
    XCTAssertTrue(output.contains("var café: Café"), output)
    // Labels need no backticks in a call; values do.
    XCTAssertTrue(
      output.contains("Café(default: self.`default`, self: self.`class`)")
        || output.contains("Café(default: self.`default`, self: self.int)"), output)
    // One extension, nothing else at top level but imports.
    let declarations = tree.statements.map { $0.item.kind }
    XCTAssertEqual(declarations.filter { $0 == .extensionDecl }.count, 1)
    XCTAssertEqual(declarations.filter { $0 != .extensionDecl && $0 != .importDecl }, [])
  }

  func testStringLiteralsInAttributesNeverReachGeneratedCode() {
    let fixture = GraphFixture([
      "App": [
        #"""
        @Component(arguments: ("""
        }
        func injected() {}
        """).self)
        final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self, boundTo: ("} func evil() {").self)
        final class Thing { @Injected init() {} }
        """#
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(
      diagnostics.map(\.id), [DiagnosticID(MacroRule.argumentNotType("Component").id), .unreadableAttribute])
    let output = Renderer.render(graph, to: "/x").contents
    XCTAssertFalse(output.contains("injected"), output)
    XCTAssertFalse(output.contains("evil"), output)
  }

  func testModuleNamesThatAreNotIdentifiersAreRefused() {
    let index = TargetIndex(moduleName: "Core\nimport Evil")
    let (graph, diagnostics) = GraphBuilder.build(indexes: [index], rootModule: "App")
    XCTAssertEqual(diagnostics.map(\.id), [.invalidModuleName])
    XCTAssertFalse(Renderer.render(graph, to: "/x").contents.contains("Evil"))
  }
}
