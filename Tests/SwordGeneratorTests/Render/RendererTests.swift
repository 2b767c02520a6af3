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

        import class Core.DefaultPresenter
        import class Core.Screen

        extension AppComponent {
          @MainActor
          var presenter: Presenter {
            _swordStorage.weakReference(0) { () -> DefaultPresenter in DefaultPresenter() }
          }

          @MainActor
          var screen: Screen {
            Screen(presenter: self.presenter)
          }

          var urlSession: URLSession {
            AppModule.urlSession()
          }

          var userRepository: UserRepository {
            _swordStorage.single(1) { UserRepository(envVars: self.envVars) }
          }

          func makeLoginComponent(session: Session) -> LoginComponent {
            LoginComponent(parent: self, session: session)
          }
        }

        extension LoginComponent {
          func loginViewModel(name: String) -> LoginViewModel {
            LoginViewModel(self.parent.userRepository, name: name, session: self.session)
          }

          var loginViewModel: (_ name: String) -> LoginViewModel {
            { self.loginViewModel(name: $0) }
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

  func testScopedBindingsAreNumberedSlotsOfOneTablePerComponent() {
    // Slots follow the accessors' order (s0, s1, s10, …), unscoped bindings take none, and each component counts its
    // own; a `.single` bound to a protocol keeps the protocol's type, a `.weakReference` of its own type names none.
    let declarations = (0..<12).map { index in
      "@Dependency(registeredTo: AppComponent.self, scopedWith: .single) final class S\(index) { @Injected init() {} }"
    }
    let (graph, diagnostics) = GraphFixture([
      "App": [
        (["@Component final class AppComponent {}", "@Subcomponent(of: AppComponent.self) final class ChildComponent {}"]
          + declarations
          + [
            "@Dependency(registeredTo: AppComponent.self) final class Plain { @Injected init() {} }",
            "protocol Clock {}",
            """
            @Dependency(registeredTo: ChildComponent.self, boundTo: Clock.self, scopedWith: .single)
            final class SystemClock: Clock { @Injected init() {} }
            """,
            """
            @Dependency(registeredTo: ChildComponent.self, scopedWith: .weakReference)
            final class Player { @Injected init(clock: Clock) {} }
            """,
          ]).joined(separator: "\n")
      ]
    ]).build()
    XCTAssertEqual(diagnostics, [])
    let contents = Renderer.render(graph, to: "/x").contents
    let lookups = contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix("_swordStorage.")
    }
    XCTAssertEqual(
      lookups,
      ["s0", "s1", "s10", "s11", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9"].enumerated().map { slot, name in
        "_swordStorage.single(\(slot)) { S\(name.dropFirst())() }"
      } + [
        "_swordStorage.single(0) { SystemClock() }",
        "_swordStorage.weakReference(1) { Player(clock: self.clock) }",
      ])
    XCTAssertTrue(contents.contains("var plain: Plain {\n    Plain()\n  }"))
    XCTAssertTrue(contents.contains("var clock: any Clock {\n    _swordStorage.single(0)"), contents)
  }
}
