import SwiftSyntaxMacrosTestSupport
import XCTest

/// The ways an argument type can be written, and how each is stored.
final class ComponentArgumentTests: XCTestCase {
  func testOlderComponentArgumentSpelling() {
    assertMacroExpansion(
      """
      @Component(arguments: .init(EnvVars.self), ComponentArgument(URLSession.self))
      package final class AppComponent {}
      """,
      expandedSource: """
        package final class AppComponent {

          package let envVars: EnvVars

          package let urlSession: URLSession

          package let _swordStorage: Sword.ComponentStorage

          package init(envVars: EnvVars, urlSession: URLSession) {
            self.envVars = envVars
            self.urlSession = urlSession
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

  func testQualifiedGenericAndExistentialTypes() {
    assertMacroExpansion(
      """
      @Component(arguments: Flags.Remote.self, Repository<User>.self, (any APIClient).self)
      final class AppComponent {}
      """,
      expandedSource: """
        final class AppComponent {

          let flagsRemote: Flags.Remote

          let userRepository: Repository<User>

          let apiClient: any APIClient

          let _swordStorage: Sword.ComponentStorage

          init(flagsRemote: Flags.Remote, userRepository: Repository<User>, apiClient: any APIClient) {
            self.flagsRemote = flagsRemote
            self.userRepository = userRepository
            self.apiClient = apiClient
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

  func testArgumentThatIsNotATypeIsReported() {
    assertMacroExpansion(
      """
      @Component(arguments: EnvVars.self, environment)
      final class AppComponent {}
      """,
      expandedSource: """
        final class AppComponent {}

        extension AppComponent: Sword.Component {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ComponentArgumentNotType"),
          message: "@Component arguments must be written as a type followed by '.self'",
          line: 1,
          column: 37
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testTwoArgumentsWithTheSameNameAreReported() {
    assertMacroExpansion(
      """
      @Component(arguments: Config.self, (any Config).self)
      final class AppComponent {}
      """,
      expandedSource: """
        final class AppComponent {}

        extension AppComponent: Sword.Component {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: .init(domain: "Sword", id: "ComponentArgumentNameClash"),
          message: "this argument would be stored as 'config', a name already taken; "
            + "wrap it in a type with another name",
          line: 1,
          column: 36
        )
      ],
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
