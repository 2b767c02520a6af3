import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@Injected`, `@Module` and `@Provider` only mark declarations: they add nothing and report misuse.
final class MarkerMacroTests: XCTestCase {
  func testMarkersOnTheRightDeclarationsExpandToNothing() {
    assertMacroExpansion(
      """
      @Module(registeredTo: AppComponent.self)
      enum AppModule {
        @Provider
        static func session() -> URLSession { .shared }

        @Provider(scopedWith: .single)
        public static func decoder() -> JSONDecoder { JSONDecoder() }
      }
      struct Repo {
        @Injected
        init(session: URLSession) {}
      }
      """,
      expandedSource: """
        enum AppModule {
          static func session() -> URLSession { .shared }
          public static func decoder() -> JSONDecoder { JSONDecoder() }
        }
        struct Repo {
          init(session: URLSession) {}
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testInjectedOnAFunctionIsReported() {
    assertMacroExpansion(
      """
      struct Repo {
        @Injected
        func make() {}
      }
      """,
      expandedSource: """
        struct Repo {
          func make() {}
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "InjectedNotOnInitializer"),
          message: "@Injected must be attached to an initializer",
          line: 2,
          column: 3
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testProviderOnANonStaticFunctionIsReportedWithAFixItAddingStatic() {
    assertMacroExpansion(
      """
      struct AppModule {
        @Provider(scopedWith: .single)
        public func session() -> URLSession { .shared }
      }
      """,
      expandedSource: """
        struct AppModule {
          public func session() -> URLSession { .shared }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ProviderNotStatic"),
          message: "@Provider must be attached to a static function; add 'static'",
          line: 3,
          column: 10,
          fixIts: [FixItSpec(message: "add 'static'")]
        )
      ],
      macroSpecs: TestMacros.specs,
      applyFixIts: ["add 'static'"],
      fixedSource: """
        struct AppModule {
          @Provider(scopedWith: .single)
          public static func session() -> URLSession { .shared }
        }
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testProviderOnAPropertyIsReported() {
    assertMacroExpansion(
      """
      struct AppModule {
        @Provider
        static var session: URLSession { .shared }
      }
      """,
      expandedSource: """
        struct AppModule {
          static var session: URLSession { .shared }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ProviderNotFunction"),
          message: "@Provider must be attached to a static function",
          line: 2,
          column: 3
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testModuleOnAClassIsReported() {
    assertMacroExpansion(
      """
      @Module(registeredTo: AppComponent.self)
      final class AppModule {}
      """,
      expandedSource: """
        final class AppModule {}
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ModuleNotStructOrEnum"),
          message: "@Module must be attached to a struct or enum",
          line: 1,
          column: 1
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
