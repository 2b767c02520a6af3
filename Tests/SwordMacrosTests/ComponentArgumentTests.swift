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

/// rockname/sword's spellings of stored arguments where its naming rule differs from Sword's (`urL` for `url`).
final class ComponentCompatibilityMemberTests: XCTestCase {
  func testArgumentsNamedOtherwiseByRocknameSwordGetDeprecatedAliasesAndInit() {
    assertMacroExpansion(
      """
      @Component(arguments: URL.self, EnvVars.self, Qualified<ID, String>.self)
      public final class AppComponent {}
      """,
      expandedSource: """
        public final class AppComponent {

          public let url: URL

          public let envVars: EnvVars

          public let id: String

          public let _swordStorage: Sword.ComponentStorage

          public init(url: URL, envVars: EnvVars, id: String) {
            self.url = url
            self.envVars = envVars
            self.id = id
            self._swordStorage = Sword.ComponentStorage()
          }

          @available(*, deprecated, renamed: "url", message: "rockname/sword's spelling; Sword names it 'url'")
          public var urL: URL {
            self.url
          }

          @available(*, deprecated, renamed: "init(url:envVars:id:)", message: "rockname/sword's argument labels; Sword's are init(url:envVars:id:)")
          public convenience init(urL: URL, envVars: EnvVars, id: String) {
            self.init(url: urL, envVars: envVars, id: id)
          }
        }

        extension AppComponent: Sword.Component {
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }

  func testASubcomponentGetsTheAliasesButNoInit() {
    assertMacroExpansion(
      """
      @Subcomponent(of: AppComponent.self, arguments: UUID.self)
      final class SessionComponent {}
      """,
      expandedSource: """
        final class SessionComponent {

          let parent: AppComponent

          let uuid: UUID

          let _swordStorage: Sword.ComponentStorage

          init(parent: AppComponent, uuid: UUID) {
            self.parent = parent
            self.uuid = uuid
            self._swordStorage = Sword.ComponentStorage()
          }

          @available(*, deprecated, renamed: "uuid", message: "rockname/sword's spelling; Sword names it 'uuid'")
          var uuiD: UUID {
            self.uuid
          }
        }

        extension SessionComponent: Sword.Subcomponent {
          typealias Parent = AppComponent
        }
        """,
      macroSpecs: TestMacros.specs,
      indentationWidth: .spaces(2)
    )
  }
}
