import XCTest

@testable import SwordGenerator

/// Injected factories and components, and bindings made by `async` / `throws` initializers and providers: the
/// generated shapes, the effects carried to what needs them, and code that compiles in Swift 6 mode, with and
/// without default `MainActor` isolation, from apps that call it the way the README shows.
final class FactoriesAndEffectsTests: XCTestCase {
  static let core = """
    public import Sword
    public struct Config: Sendable { public init() {} }
    public enum DatabaseError: Error { case locked }
    public final class Database: Sendable { init() {} }
    @Component(arguments: Config.self)
    public final class AppComponent: Sendable {}
    public struct Session: Sendable { public init() {} }
    @Subcomponent(of: AppComponent.self, arguments: Session.self)
    public final class LoginComponent {}
    @Module(registeredTo: AppComponent.self)
    public enum StorageModule {
      @Provider(scopedWith: .single)
      public static func database(config: Config) async throws -> Database { Database() }
    }
    @Dependency(registeredTo: AppComponent.self, scopedWith: .weakReference)
    public final class Keychain {
      @Injected public init() throws {}
    }
    @Dependency(registeredTo: AppComponent.self)
    public final class Repository: Sendable {
      @Injected public init(database: Database) {}
    }
    """

  static let features = """
    public import Core
    public import Sword
    @Dependency(registeredTo: AppComponent.self)
    public final class Detail {
      @Injected public init(@Assisted id: String, @Assisted title: String, repository: Repository) async {}
    }
    @Dependency(registeredTo: AppComponent.self)
    nonisolated public final class Row {
      @Injected public init(@Assisted index: Int) {}
    }
    @MainActor
    @Dependency(registeredTo: AppComponent.self)
    public final class Screen {
      @Injected public init(@Assisted name: String) {}
    }
    @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
    public final class Coordinator {
      @Injected public init(
        component: AppComponent,
        weakComponent: Weak<AppComponent>,
        makeRow: @escaping (Int) -> Row,
        makeRowAnywhere: @escaping @Sendable (Int) -> Row,
        makeDetail: @escaping (String, String) async throws -> Detail,
        makeScreen: @escaping @MainActor (String) -> Screen,
        makeLogin: @escaping (Session) -> LoginComponent,
        database: AsyncLazy<Database>,
        repositories: AsyncProvider<Repository>,
        rows: AsyncLazy<Row>?
      ) {}
    }
    @Dependency(registeredTo: LoginComponent.self, scopedWith: .single)
    public final class LoginFlow {
      @Injected public init(component: Weak<LoginComponent>, app: AppComponent, keychain: Keychain) {}
    }
    @Dependency(registeredTo: LoginComponent.self)
    public final class LoginForm {
      @Injected public init(component: LoginComponent, repository: Repository) async throws {}
    }
    """

  static let app = """
    import Core
    import Features
    import Sword
    @MainActor func use() async throws {
      let component = AppComponent(config: Config())
      _ = component.coordinator
      _ = try await component.database()
      _ = try await component.repository()
      _ = try component.keychain()
      _ = try await component.detail(id: "1", title: "One")
      _ = try await component.detail("1", "One")
      _ = component.row(index: 2)
      _ = component.screen(name: "home")
      let login = component.makeLoginComponent(session: Session())
      _ = try login.loginFlow()
      _ = try await login.loginForm()
    }
    """

  private func fixture(mainActorModules: Set<String> = []) -> GraphFixture {
    // A main-actor component makes main-actor accessors, which a `@Sendable` factory cannot call (Sword says so:
    // see the diagnostics catalogue), so that factory is left out there.
    let features =
      mainActorModules.contains("Core")
      ? Self.features.replacingOccurrences(of: "makeRowAnywhere: @escaping @Sendable (Int) -> Row,", with: "")
      : Self.features
    var fixture = GraphFixture(["Core": [Self.core], "Features": [features], "App": [Self.app]])
    fixture.mainActorModules = mainActorModules
    return fixture
  }

  func testAccessorsSayTheirEffectsAndFactoriesCallTheComponent() throws {
    let (graph, diagnostics) = fixture().build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let code = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    for expected in [
      "func database() async throws -> Database {",
      "try await _swordStorage.asyncSingle(",
      "{ try await StorageModule.database(config: self.config) }",
      "func repository() async throws -> Repository {",
      "try await Repository(database: self.database())",
      "func keychain() throws -> Keychain {",
      "try _swordStorage.throwingWeakReference(",
      "func detail(id: String, title: String) async throws -> Detail {",
      "var detail: (_ id: String, _ title: String) async throws -> Detail {",
      "component: self, weakComponent: Sword.Weak(self)",
      "makeRow: { self.row(index: $0) }",
      "makeRowAnywhere: { [component = Sword.UncheckedSendable(self)] in component.value.row(index: $0) }",
      "makeDetail: { try await self.detail(id: $0, title: $1) }",
      "makeScreen: { self.screen(name: $0) }",
      "makeLogin: { self.makeLoginComponent(session: $0) }",
      "database: Sword.AsyncLazy { try await self.database() }",
      "repositories: Sword.AsyncProvider { try await self.repository() }",
      "rows: nil",
      "LoginFlow(component: Sword.Weak(self), app: self.parent, keychain: self.parent.keychain())",
      "try await LoginForm(component: self, repository: self.parent.repository())",
    ] {
      XCTAssertTrue(code.contains(expected), "missing \(expected) in:\n\(code)")
    }
    // The coordinator hands out main-actor screens through a `@MainActor` factory, so it need not be main-actor.
    XCTAssertFalse(code.contains("@MainActor\n  var coordinator"), code)
  }

  func testEffectsReachWhatNeedsThemRightAwayOnly() {
    let (graph, _) = fixture().build()
    func effects(_ type: String, in component: String = "AppComponent") -> Effects {
      let binding = graph.bindings(of: component).first { $0.key.display == type }
      return binding.map(graph.effects(of:)) ?? [.async, .throwing, Effects(rawValue: 4)]
    }
    XCTAssertEqual(effects("Database"), [.async, .throwing])
    XCTAssertEqual(effects("Repository"), [.async, .throwing], "through Database")
    XCTAssertEqual(effects("Keychain"), [.throwing])
    XCTAssertEqual(effects("Detail"), [.async, .throwing], "its own async and Repository's")
    XCTAssertEqual(effects("Coordinator"), [], "factories, AsyncLazy and AsyncProvider defer the effects")
    XCTAssertEqual(effects("LoginFlow", in: "LoginComponent"), [.throwing], "the parent's Keychain")
    XCTAssertEqual(effects("Config"), [])
  }

  func testFactoryTypesAreRead() throws {
    let plain = try XCTUnwrap(FactoryType("(String, Int) -> Detail"))
    XCTAssertEqual(plain.parameters, ["String", "Int"])
    XCTAssertEqual(plain.result, "Detail")
    XCTAssertEqual(plain.effects, [])
    XCTAssertFalse(plain.isSendable || plain.isMainActor)
    let attributed = try XCTUnwrap(FactoryType("@MainActor @Sendable (_ id: Feed.ID) async throws -> [Row]"))
    XCTAssertEqual(attributed.parameters, ["Feed.ID"])
    XCTAssertEqual(attributed.result, "[Row]")
    XCTAssertEqual(attributed.effects, [.async, .throwing])
    XCTAssertTrue(attributed.isMainActor)
    XCTAssertFalse(attributed.isSendable, "a main-actor closure needs no box to be Sendable")
    XCTAssertEqual(FactoryType("@Sendable () throws -> Void")?.isSendable, true)
    XCTAssertEqual(FactoryType("() throws -> Void")?.effects, [.throwing])
    for notAFunction in ["Repository<User>", "[String: Int]", "Int", "(Int, String)", "(Int) ->", "any P"] {
      XCTAssertNil(FactoryType(notAFunction), notAFunction)
    }
  }

  func testABoundClosureTypeIsInjectedAsItselfNotAsAFactory() throws {
    let (graph, diagnostics) = GraphFixture([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        enum Handlers { @Provider static func onDone() -> () -> Void { {} } }
        @Dependency(registeredTo: AppComponent.self)
        final class Button { @Injected init(onDone: @escaping () -> Void) {} }
        """
      ]
    ]).build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let code = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(code.contains("Button(onDone: self.voidClosure)"), code)
  }

  func testTheGeneratedCodeCompilesWithEveryDefaultIsolation() throws {
    try TypeCheck.requireBuild()
    for mainActorModules in [[], ["Core"], ["Features"], ["Core", "Features", "App"]] as [Set<String>] {
      try IsolationCompilesTests.assertCompiles(fixture(mainActorModules: mainActorModules))
    }
  }
}
