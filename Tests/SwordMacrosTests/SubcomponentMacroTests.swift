import SwiftSyntaxMacrosTestSupport
import XCTest

final class SubcomponentMacroTests: XCTestCase {
  func testWithoutArgumentsTakesTheParent() {
    assertMacroExpansion(
      """
      @Subcomponent(of: AppComponent.self)
      final class SettingsComponent {}
      """,
      expandedSource: """
        final class SettingsComponent {

          let parent: AppComponent

          let _swordStorage: Sword.ComponentStorage

          init(parent: AppComponent) {
            self.parent = parent
            self._swordStorage = Sword.ComponentStorage()
          }
        }

        extension SettingsComponent: Sword.Subcomponent {
          typealias Parent = AppComponent
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testWithArgumentsOnAPublicClass() {
    assertMacroExpansion(
      """
      @Subcomponent(of: AppComponent.self, arguments: Session.self)
      public final class LoginComponent {}
      """,
      expandedSource: """
        public final class LoginComponent {

          public let parent: AppComponent

          public let session: Session

          public let _swordStorage: Sword.ComponentStorage

          public init(parent: AppComponent, session: Session) {
            self.parent = parent
            self.session = session
            self._swordStorage = Sword.ComponentStorage()
          }
        }

        extension LoginComponent: Sword.Subcomponent {
          public typealias Parent = AppComponent
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testOlderSpellingAndQualifiedParent() {
    assertMacroExpansion(
      """
      @Subcomponent(of: Flows.AppComponent.self, arguments: .init(Session.self))
      final class LoginComponent {}
      """,
      expandedSource: """
        final class LoginComponent {

          let parent: Flows.AppComponent

          let session: Session

          let _swordStorage: Sword.ComponentStorage

          init(parent: Flows.AppComponent, session: Session) {
            self.parent = parent
            self.session = session
            self._swordStorage = Sword.ComponentStorage()
          }
        }

        extension LoginComponent: Sword.Subcomponent {
          typealias Parent = Flows.AppComponent
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testArgumentNamedLikeTheParentIsReported() {
    assertMacroExpansion(
      """
      @Subcomponent(of: AppComponent.self, arguments: Parent.self)
      final class LoginComponent {}
      """,
      expandedSource: """
        final class LoginComponent {}
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ComponentArgumentNameClash"),
          message: "this argument would be stored as 'parent', a name already taken; "
            + "wrap it in a type with another name",
          line: 1,
          column: 49
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
