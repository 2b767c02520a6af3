import SwiftSyntaxMacrosTestSupport
import XCTest

final class ComponentMacroTests: XCTestCase {
  func testNoArgumentsGivesAnEmptyInitializer() {
    assertMacroExpansion(
      """
      @Component
      final class AppComponent {}
      """,
      expandedSource: """
        final class AppComponent {

          let _swordStorage: Sword.ComponentStorage

          init() {
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

  func testOneArgument() {
    assertMacroExpansion(
      """
      @Component(arguments: EnvVars.self)
      final class AppComponent {
        let name = "app"
      }
      """,
      expandedSource: """
        final class AppComponent {
          let name = "app"

          let envVars: EnvVars

          let _swordStorage: Sword.ComponentStorage

          init(envVars: EnvVars) {
            self.envVars = envVars
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

  func testTwoArgumentsOnAPublicClass() {
    assertMacroExpansion(
      """
      @Component(arguments: EnvVars.self, Config.self)
      public final class AppComponent {}
      """,
      expandedSource: """
        public final class AppComponent {

          public let envVars: EnvVars

          public let config: Config

          public let _swordStorage: Sword.ComponentStorage

          public init(envVars: EnvVars, config: Config) {
            self.envVars = envVars
            self.config = config
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
}
