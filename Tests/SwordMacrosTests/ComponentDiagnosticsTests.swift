import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@Component` and `@Subcomponent` need a `final class`.
final class ComponentDiagnosticsTests: XCTestCase {
  func testStructIsReportedWithAFixItToFinalClass() {
    assertMacroExpansion(
      """
      @Component
      public struct AppComponent {}
      """,
      expandedSource: """
        public struct AppComponent {}
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ComponentNotClass"),
          message: "@Component must be attached to a final class",
          line: 2,
          column: 8,
          fixIts: [FixItSpec(message: "replace 'struct' with 'final class'")]
        )
      ],
      macroSpecs: TestMacros.specs,
      applyFixIts: ["replace 'struct' with 'final class'"],
      fixedSource: """
        @Component
        public final class AppComponent {}
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testNonFinalClassIsReportedWithAFixItAddingFinal() {
    assertMacroExpansion(
      """
      @Component
      public class AppComponent {}
      """,
      expandedSource: """
        public class AppComponent {

          public let _swordStorage: Sword.ComponentStorage

          public init() {
            self._swordStorage = Sword.ComponentStorage()
          }
        }

        extension AppComponent: Sword.Component {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ComponentNotFinal"),
          message: "@Component should be attached to a final class: a subclass would not get bindings of its own",
          line: 2,
          column: 8,
          severity: .warning,
          fixIts: [FixItSpec(message: "add 'final'")]
        )
      ],
      macroSpecs: TestMacros.specs,
      applyFixIts: ["add 'final'"],
      fixedSource: """
        @Component
        public final class AppComponent {}
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testNonFinalClassWithoutModifiersGetsFinalInFrontOfClass() {
    assertMacroExpansion(
      """
      @Subcomponent(of: AppComponent.self)
      class LoginComponent {}
      """,
      expandedSource: """
        class LoginComponent {

          let parent: AppComponent

          let _swordStorage: Sword.ComponentStorage

          init(parent: AppComponent) {
            self.parent = parent
            self._swordStorage = Sword.ComponentStorage()
          }
        }

        extension LoginComponent: Sword.Subcomponent {
          typealias Parent = AppComponent
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ComponentNotFinal"),
          message: "@Subcomponent should be attached to a final class: a subclass would not get bindings of its own",
          line: 2,
          column: 1,
          severity: .warning,
          fixIts: [FixItSpec(message: "add 'final'")]
        )
      ],
      macroSpecs: TestMacros.specs,
      applyFixIts: ["add 'final'"],
      fixedSource: """
        @Subcomponent(of: AppComponent.self)
        final class LoginComponent {}
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testEnumActorAndProtocolAreReportedWithoutAFixIt() {
    for introducer in ["enum", "actor", "protocol"] {
      assertMacroExpansion(
        """
        @Subcomponent(of: AppComponent.self)
        \(introducer) LoginComponent {}
        """,
        expandedSource: """
          \(introducer) LoginComponent {}
          """,
        diagnostics: [
          DiagnosticSpec(
            id: .init(domain: "Sword", id: "ComponentNotClass"),
            message: "@Subcomponent must be attached to a final class",
            line: 2,
            column: 1,
            fixIts: []
          )
        ],
        macroSpecs: TestMacros.specs,
        indentationWidth: .spaces(2)
      )
    }
  }

  func testSubcomponentWithoutATypeForItsParentIsReported() {
    assertMacroExpansion(
      """
      @Subcomponent(of: parentType)
      final class LoginComponent {}
      """,
      expandedSource: """
        final class LoginComponent {}
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "SubcomponentParentNotType"),
          message: "@Subcomponent needs its parent written as 'of: ParentComponent.self'",
          line: 1,
          column: 15
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
