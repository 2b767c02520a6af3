import SwordGenerator
import XCTest

/// Types as users write them: the same type spelled differently is one key; two types with one name in two modules
/// are two keys, with accessor names and generated spellings that stay apart.
final class TypeResolutionTests: XCTestCase {
  func testExistentialAndPlainSpellingsAreOneKey() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        protocol APIClient {}
        @Dependency(registeredTo: AppComponent.self, boundTo: (any APIClient).self)
        final class Client: APIClient { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Repository { @Injected init(client: APIClient, again: any APIClient) {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(graph.bindings(of: "AppComponent").map(\.accessorName), ["apiClient", "repository"])
  }

  func testSameNameInTwoModulesGivesTwoBindingsWithQualifiedNames() {
    let fixture = GraphFixture([
      "App": ["@Component public final class AppComponent {}"],
      "Analytics": [
        """
        @Dependency(registeredTo: AppComponent.self)
        public final class Logger { @Injected public init() {} }
        """
      ],
      "Core": [
        """
        @Dependency(registeredTo: AppComponent.self)
        public final class Logger { @Injected public init() {} }
        """
      ],
      "Feature": [
        """
        import Core
        @Dependency(registeredTo: AppComponent.self)
        public final class Screen { @Injected public init(logger: Logger, analytics: Analytics.Logger) {} }
        """
      ],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    let names = graph.bindings(of: "AppComponent").map(\.accessorName)
    XCTAssertEqual(names, ["analyticsLogger", "coreLogger", "screen"])
    let file = Renderer.render(graph, to: "/x").contents
    XCTAssertTrue(file.contains("var coreLogger: Core.Logger {\n    Core.Logger()\n  }"), file)
    XCTAssertFalse(file.contains("Feature.Screen("), file)
    XCTAssertTrue(file.contains("Screen(logger: self.coreLogger, analytics: self.analyticsLogger)"), file)
  }

  func testTypealiasesResolveToTheAliasedType() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        typealias Store = UserStore
        @Dependency(registeredTo: AppComponent.self)
        final class UserStore { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Reader { @Injected init(store: Store) {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    XCTAssertTrue(Renderer.render(graph, to: "/x").contents.contains("Reader(store: self.userStore)"))
  }

  func testNestedGenericOptionalTupleAndClosureKeys() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        enum Outer { @Dependency(registeredTo: AppComponent.self) final class Inner { @Injected init() {} } }
        @Module(registeredTo: AppComponent.self)
        enum Values {
          @Provider static func users() -> Repository<User> { .init() }
          @Provider static func session() -> Session? { nil }
          @Provider static func pair() -> (Int, String) { (1, "") }
          @Provider static func clock() -> () -> Double { { 0 } }
        }
        @Dependency(registeredTo: AppComponent.self)
        final class Consumer {
          @Injected init(inner: Outer.Inner, users: Repository<User>, session: Session?, pair: (Int, String), clock: @escaping () -> Double) {}
        }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    let names = graph.bindings(of: "AppComponent").map(\.accessorName).sorted()
    XCTAssertEqual(
      names, ["consumer", "doubleClosure", "intAndString", "optionalSession", "outerInner", "userRepository"])
    let file = Renderer.render(graph, to: "/x").contents
    XCTAssertTrue(file.contains("var userRepository: Repository<User>"), file)
    XCTAssertTrue(file.contains("var optionalSession: Session?"), file)
    XCTAssertTrue(file.contains("var outerInner: Outer.Inner {\n    Outer.Inner()\n  }"), file)
  }

  func testCollidingAccessorNamesAreQualified() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        enum Values {
          @Provider static func a() -> A.Value { .init() }
          @Provider static func b() -> B.Value { .init() }
        }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(graph.bindings(of: "AppComponent").map(\.accessorName).sorted(), ["aValue", "bValue"])
  }
}
