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
            at: SourceLocation(file: "/t/App.swift", line: rule.line, column: rule.column),
            severity: rule.rule.isWarning ? .warning : .error,
            notes: rule.notes.map {
              Diagnostic.Note(
                MacroRule.injectedInitHere, at: SourceLocation(file: "/t/App.swift", line: $0.line, column: $0.column))
            }
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

extension MacroRulesTests {
  /// The macro reads a `@Dependency`'s body only: an `@Injected` initializer in an extension alone is its
  /// `MissingInjectedInit`; one in the body and one in an extension pass the macro, and the generator, which reads
  /// both, cannot tell which to call (`InvalidInjectedInit`). A type registered to two components is reported once.
  func testInjectedInitializersInExtensionsAreReportedOnce() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Component final class OtherComponent {}
        @Dependency(registeredTo: AppComponent.self)
        @Dependency(registeredTo: OtherComponent.self)
        final class 1️⃣Clock {}
        extension Clock { @Injected convenience init(zone: Zone) { self.init() } }
        @Dependency(registeredTo: AppComponent.self)
        @Dependency(registeredTo: OtherComponent.self)
        struct Zone { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class 2️⃣Calendar { @Injected init() {} }
        extension Calendar { @Injected convenience init(clock: Clock) { self.init() } }
        """
      ]
    ])
    let errors = fixture.build().diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(
      errors.map { "\($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "")" },
      [
        "Sword/MissingInjectedInit \(fixture.location("1️⃣", module: "App").line):\(fixture.location("1️⃣", module: "App").column)",
        "Sword/InvalidInjectedInit \(fixture.location("2️⃣", module: "App").line):\(fixture.location("2️⃣", module: "App").column)",
      ])
    XCTAssertEqual(errors.first?.message, MacroRule.missingInjectedInit("Clock").message)
    XCTAssertEqual(
      errors.last?.message,
      "'Calendar' has 2 @Injected initializers, in its body and its extensions; keep @Injected on exactly one")
  }
}
