import SwiftParser
import SwordNaming
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Whatever Sword's macros refuse, `sword generate` refuses first: each case of ``MacroRuleCase/all`` (the same
/// sources `MacroRuleAgreementTests` expands the macros on) gives the rule's id, words and place when indexed.
final class MacroRulesTests: XCTestCase {
  private func diagnostics(of source: String) -> [Diagnostic] {
    let collector = DeclarationCollector(moduleName: "App", file: "/t/App.swift", text: source)
    collector.walk(Parser.parse(source: source))
    return collector.diagnostics
  }

  func testEachRuleTheMacrosEnforceIsReportedInTheirWordsAtTheirPlace() {
    for rule in MacroRuleCase.all {
      let found = diagnostics(of: rule.source)
      XCTAssertEqual(
        found.map(\.rendered),
        [
          Diagnostic(
            DiagnosticID(rule.rule.id), rule.rule.message,
            at: SourceLocation(file: "/t/App.swift", line: rule.line, column: rule.column)
          ).rendered
        ], rule.name)
    }
  }

  /// The same attributes where they belong are no problem.
  func testAttributesWhereTheyBelongAreNoProblem() {
    let source = """
      @Component final class AppComponent {}
      @Subcomponent(of: AppComponent.self) final class Child {}
      @Dependency(registeredTo: AppComponent.self) @Named(Tag.self)
      struct Repo {
        @Injected init() {}
      }
      @Module(registeredTo: AppComponent.self) enum AppModule {
        @Provider @IntoSet static func name() -> String { "" }
        @Provider @Named(Tag.self) static func other() -> String { "" }
      }
      """
    XCTAssertEqual(diagnostics(of: source).map(\.rendered), [])
  }
}
