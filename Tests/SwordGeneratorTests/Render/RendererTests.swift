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
            _swordStorage.weakReference(0x3AB1_A868) { () -> DefaultPresenter in DefaultPresenter() }
          }

          @MainActor
          var screen: Screen {
            Screen(presenter: self.presenter)
          }

          var urlSession: URLSession {
            AppModule.urlSession()
          }

          var userRepository: UserRepository {
            _swordStorage.single(0x68C1_797E) { UserRepository(envVars: self.envVars) }
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

  func testScopedBindingsAreKeyedByAHashOfTheirAccessorsName() {
    // A key depends on the accessor's name alone (so `clock` would have the same key in any component), unscoped
    // bindings take none; a `.single` bound to a protocol keeps the protocol's type, a `.weakReference` of its own
    // type names none.
    let declarations = (0..<12).map { index in
      "@Dependency(registeredTo: AppComponent.self, scopedWith: .single) final class S\(index) { @Injected init() {} }"
    }
    let (graph, diagnostics) = GraphFixture([
      "App": [
        ([
          "@Component final class AppComponent {}",
          "@Subcomponent(of: AppComponent.self) final class ChildComponent {}",
        ]
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
    let names = ["s0", "s1", "s10", "s11", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9"]
    XCTAssertEqual(lookups.count, names.count + 2)
    let keys = lookups.map { $0.split(separator: "(")[1].split(separator: ")")[0] }
    XCTAssertEqual(Set(keys).count, keys.count, "\(keys)")
    for (lookup, name) in zip(lookups, names) {
      XCTAssertTrue(lookup.hasPrefix("_swordStorage.single(0x"), lookup)
      XCTAssertTrue(lookup.hasSuffix(") { S\(name.dropFirst())() }"), lookup)
    }
    // Keys are part of every committed generated file: the hash must never change between versions.
    XCTAssertEqual(lookups[0], "_swordStorage.single(0x4297_B487) { S0() }")
    XCTAssertEqual(lookups[12], "_swordStorage.single(0x1B12_4B8C) { SystemClock() }")
    XCTAssertEqual(lookups[13], "_swordStorage.weakReference(0x3B34_D134) { Player(clock: self.clock) }")
    XCTAssertTrue(contents.contains("var plain: Plain {\n    Plain()\n  }"))
  }

  /// A binding that constructs a `@MainActor` one is `@MainActor` too, also inside a cycle broken by `Lazy`, and
  /// whatever binding is asked about first: `B` calls `A`, which calls the main-actor `Clock`.
  func testMainActorIsolationReachesEveryBindingOfACycle() {
    let fixture = GraphFixture([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @MainActor @Dependency(registeredTo: AppComponent.self) final class Clock { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class A { @Injected init(b: Lazy<B>, clock: Clock) {} }
        @Dependency(registeredTo: AppComponent.self) final class B { @Injected init(a: A) {} }
        @Dependency(registeredTo: AppComponent.self) final class Plain { @Injected init() {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    let isolated = Dictionary(
      uniqueKeysWithValues: graph.bindings(of: "AppComponent").map {
        ($0.accessorName, graph.isMainActor($0))
      })
    XCTAssertEqual(isolated, ["a": true, "b": true, "clock": true, "plain": false])
    let text = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    for accessor in ["var a: A", "var b: B", "var clock: Clock"] {
      XCTAssertTrue(text.contains("@MainActor\n  \(accessor)"), accessor)
    }
    XCTAssertFalse(text.contains("@MainActor\n  var plain: Plain"))
  }
}
