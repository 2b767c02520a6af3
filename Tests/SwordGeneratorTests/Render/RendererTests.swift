import Foundation
import SwordGenerator
import XCTest

final class RendererTests: XCTestCase {
  private let fixture = GraphFixture([
    "App": [
      """
      import Foundation
      @Component(arguments: EnvVars.self) final class AppComponent {}
      @Subcomponent(of: AppComponent.self, arguments: Session.self) final class LoginComponent {}
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      final class UserRepository { @Injected init(envVars: EnvVars) {} }
      @Dependency(registeredTo: LoginComponent.self)
      final class LoginViewModel { @Injected init(_ repo: UserRepository, @Assisted name: String, session: Session) {} }
      @Module(registeredTo: AppComponent.self) struct AppModule { @Provider static func urlSession() -> URLSession {} }
      """
    ],
    "Core": [
      """
      import Sword
      @MainActor
      @Dependency(registeredTo: AppComponent.self, boundTo: Presenter.self, scopedWith: .weakReference)
      public final class DefaultPresenter: Presenter { @Injected public init() {} }
      @Dependency(registeredTo: AppComponent.self)
      public final class Screen { @Injected public init(presenter: Presenter) {} }
      """
    ],
  ])

  func testRendersAccessorsScopesFactoriesAndImports() {
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    let file = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift")
    XCTAssertEqual(file.path, "/ws/Sources/App/Sword.generated.swift")
    XCTAssertEqual(
      file.contents,
      Renderer.header + """
        import Core
        import Foundation
        import Sword

        /// The scoped instances of one `AppComponent`, created once per component.
        private final class _SwordScopes_AppComponent: Sendable {
          let presenter = Sword.WeakReferenceScope<DefaultPresenter>()
          let userRepository = Sword.SingleScope<UserRepository>()
        }

        extension AppComponent {
          private func _swordScopes<Result>(_ body: (_SwordScopes_AppComponent) -> Result) -> Result {
            _swordStorage.scopes(_SwordScopes_AppComponent.init, body)
          }

          @MainActor
          var presenter: Presenter {
            _swordScopes { $0.presenter.get { DefaultPresenter() } }
          }

          @MainActor
          var screen: Screen {
            Screen(presenter: self.presenter)
          }

          var urlSession: URLSession {
            AppModule.urlSession()
          }

          var userRepository: UserRepository {
            _swordScopes { $0.userRepository.get { UserRepository(envVars: self.envVars) } }
          }

          func makeLoginComponent(session: Session) -> LoginComponent {
            LoginComponent(parent: self, session: session)
          }
        }

        extension LoginComponent {
          func loginViewModel(name: String) -> LoginViewModel {
            LoginViewModel(self.parent.userRepository, name: name, session: self.session)
          }
        }

        """)
  }

  func testTheSameInputsInAnyOrderGiveTheSameBytes() {
    let (graph, _) = fixture.build()
    var reversed = fixture
    reversed.sources = reversed.sources.mapValues { $0.reversed() }
    let (other, _) = reversed.build()
    XCTAssertEqual(Renderer.render(graph, to: "/x").contents, Renderer.render(other, to: "/x").contents)
  }

  func testManyScopedBindingsAreHeldInPartsOfAtMostScopesPerClass() {
    let count = Renderer.scopesPerClass + 2
    let declarations = (0..<count).map { index in
      "@Dependency(registeredTo: AppComponent.self, scopedWith: .single) final class S\(index) { @Injected init() {} }"
    }
    let (graph, diagnostics) = GraphFixture([
      "App": [(["@Component final class AppComponent {}"] + declarations).joined(separator: "\n")]
    ]).build()
    XCTAssertEqual(diagnostics, [])
    let contents = Renderer.render(graph, to: "/x").contents
    let lines = contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertEqual(lines.filter { $0.hasPrefix("let part") }, ["let part0 = Part0()", "let part1 = Part1()"])
    XCTAssertEqual(lines.filter { $0.hasPrefix("let s") && $0.contains("= Sword.SingleScope<S") }.count, count)
    // Sorted by accessor name: s0, s1, s10, …, s7; the 65th (s8) and the 66th (s9) go to the second part.
    XCTAssertTrue(
      contents.contains(
        "  struct Part1: Sendable {\n    let s8 = Sword.SingleScope<S8>()\n    let s9 = Sword.SingleScope<S9>()\n  }"))
    XCTAssertTrue(contents.contains("_swordScopes { $0.part0.s0.get { S0() } }"))
    XCTAssertTrue(contents.contains("_swordScopes { $0.part1.s9.get { S9() } }"))
  }
}
