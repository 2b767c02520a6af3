import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@Named`, `@IntoArray` / `@IntoSet` / `@IntoMap` and `Qualified<Tag, Value>` component arguments.
final class FeatureMacroTests: XCTestCase {
  func testQualifiedArgumentsAreStoredUnderTheirTagsName() {
    assertMacroExpansion(
      """
      @Component(arguments: Qualified<BaseURL, URL>.self, Sword.Qualified<CDNURL, URL>.self)
      final class AppComponent {}
      """,
      expandedSource: """
        final class AppComponent {

          let baseURL: URL

          let cdnurl: URL

          let _swordStorage: Sword.ComponentStorage

          init(baseURL: URL, cdnurl: URL) {
            self.baseURL = baseURL
            self.cdnurl = cdnurl
            self._swordStorage = Sword.ComponentStorage()
          }
        }

        extension AppComponent: Sword.Component {
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testNamedAndContributionsOnTheirDeclarationsExpandToNothing() {
    assertMacroExpansion(
      """
      @Named(Audit.self)
      final class AuditLog {}
      enum AppModule {
        @Provider @Named(BaseURL.self)
        static func baseURL() -> URL { url }
        @Provider @IntoArray
        static func tracker() -> any Tracker { ConsoleTracker() }
        @Provider @IntoMap(key: "home")
        static func home() -> any Screen { HomeScreen() }
      }
      """,
      expandedSource: """
        final class AuditLog {}
        enum AppModule {

          static func baseURL() -> URL { url }

          static func tracker() -> any Tracker { ConsoleTracker() }

          static func home() -> any Screen { HomeScreen() }
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testMisplacedNamedAndContributionsAreReported() {
    assertMacroExpansion(
      """
      struct Settings {
        @Named(Timeout.self)
        var timeout: Double
        @IntoSet
        static func flag() -> String { "a" }
      }
      """,
      expandedSource: """
        struct Settings {
          var timeout: Double
          static func flag() -> String { "a" }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "NamedMisplaced"),
          message: "@Named qualifies a @Dependency type, a @Provider function or an injected parameter; remove it here",
          line: 2, column: 3),
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ContributionWithoutProvider"),
          message: "@IntoSet must be attached to a @Provider static function of a @Module",
          line: 4, column: 3),
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
