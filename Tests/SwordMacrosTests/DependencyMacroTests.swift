import SwiftSyntaxMacrosTestSupport
import XCTest

final class DependencyMacroTests: XCTestCase {
  func testTypeWithOneInjectedInitializerExpandsToNothing() {
    assertMacroExpansion(
      """
      @Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .weakReference)
      final class DefaultAPIClient: APIClient {
        init() {}
        @Sword.Injected
        init(session: URLSession) {}
      }
      """,
      expandedSource: """
        final class DefaultAPIClient: APIClient {
          init() {}
          @Sword.Injected
          init(session: URLSession) {}
        }
        """,
      macroSpecs: TestMacros.specs.filter { $0.key != "Injected" },
      indentationWidth: .spaces(2)
    )
  }

  func testOnAFunctionIsReported() {
    assertMacroExpansion(
      """
      @Dependency(registeredTo: AppComponent.self)
      func makeClient() -> APIClient { DefaultAPIClient() }
      """,
      expandedSource: """
        func makeClient() -> APIClient { DefaultAPIClient() }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "DependencyNotType"),
          message: "@Dependency must be attached to a class, struct, enum or actor",
          line: 1,
          column: 1
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testWeakReferenceOnAStructIsReportedAtTheScope() {
    assertMacroExpansion(
      """
      @Dependency(registeredTo: AppComponent.self, scopedWith: Scope.weakReference)
      struct Settings {
        @Injected
        init() {}
      }
      """,
      expandedSource: """
        struct Settings {
          init() {}
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "WeakReferenceOnValueType"),
          message: "a weak reference needs a class, and this struct is a value type; use '.single' or make it a class",
          line: 1,
          column: 58
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testMissingInjectedInitializerIsReportedAtTheTypeName() {
    assertMacroExpansion(
      """
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      actor Store {
        init() {}
      }
      """,
      expandedSource: """
        actor Store {
          init() {}
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "MissingInjectedInit"),
          message: "'Store' needs an initializer marked @Injected in its body, so that Sword knows how to create it",
          line: 2,
          column: 7
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testTwoInjectedInitializersAreReportedWithANoteEach() {
    assertMacroExpansion(
      """
      @Dependency(registeredTo: AppComponent.self)
      enum Flavor {
        @Injected init(name: String) { self = .plain }
        @Injected init(code: Int) { self = .plain }
        case plain
      }
      """,
      expandedSource: """
        enum Flavor {
          init(name: String) { self = .plain }
          init(code: Int) { self = .plain }
          case plain
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "MultipleInjectedInits"),
          message: "'Flavor' has 2 initializers marked @Injected; Sword needs exactly one",
          line: 2,
          column: 6,
          notes: [
            NoteSpec(message: "initializer marked @Injected here", line: 3, column: 13),
            NoteSpec(message: "initializer marked @Injected here", line: 4, column: 13),
          ]
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
