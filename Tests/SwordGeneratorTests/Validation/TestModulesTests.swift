import XCTest

@testable import SwordGenerator

/// Test modules (``TestModulePlan``): what a test target's `@Module`s and `@Dependency` types replace, which
/// accessors it writes again, and the located errors of a replacement that cannot be.
final class TestModulesTests: XCTestCase {
  private static let app = """
    import Sword
    public protocol Backend: AnyObject { func titles() -> [String] }
    public struct Config: Sendable { public init() {} }
    @Component(arguments: Config.self)
    public final class AppComponent {}
    @Subcomponent(of: AppComponent.self)
    public final class FeedComponent {}
    @Dependency(registeredTo: AppComponent.self, boundTo: Backend.self, scopedWith: .single)
    final class HTTPBackend: Backend { @Injected init(config: Config) {} ; func titles() -> [String] { [] } }
    @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
    final class Store { @Injected init(backend: Backend) {} }
    @Dependency(registeredTo: AppComponent.self)
    final class Clock { @Injected init() {} }
    @Dependency(registeredTo: FeedComponent.self)
    final class FeedModel { @Injected init(store: Lazy<Store>, clock: Clock) {} }
    """

  /// The plan of the test target `AppTests` (its sources `tests`) beside the app, and every diagnostic.
  private func plan(_ tests: String) -> (plan: TestModulePlan?, validated: ValidatedGraph, fixture: GraphFixture) {
    let fixture = GraphFixture(["App": [Self.app], "AppTests": [tests]])
    var settings = GraphSettings(rootModule: "App")
    settings.testModules = ["AppTests"]
    let validated = GraphStage.validate(fixture.indexes, settings: settings)
    return (validated.testModules.first, validated, fixture)
  }

  func testAReplacementRewritesWhatReachesItAndNothingElse() throws {
    let (plan, validated, _) = plan(
      """
      import Sword
      @testable import App
      @Module(registeredTo: AppComponent.self)
      enum FakeBackendModule {
        @Provider(scopedWith: .single) static func backend() -> any Backend { Fake() }
      }
      final class Fake: Backend { func titles() -> [String] { ["fake"] } }
      """)
    XCTAssertEqual(validated.diagnostics.map(\.rendered), [])
    let tests = try XCTUnwrap(plan)
    // The backend, the store that needs it, and the child's model that needs the store lazily; not the clock.
    XCTAssertEqual(
      tests.accessors.mapValues { $0.map(\.accessorName) },
      [
        "AppComponent": ["backend", "store"], "FeedComponent": ["feedModel"],
      ])
    XCTAssertFalse(validated.graph.components["AppComponent"]!.bindings.keys.contains { $0.type == "AppTests.Fake" })
    let file = TestModuleRenderer.file(tests, at: "/ws/Tests/AppTests/Sword.tests.generated.swift").contents
    XCTAssertTrue(file.contains("@testable import App\nimport Sword\n"), file)
    XCTAssertTrue(file.contains("{ FakeBackendModule.backend() }"), file)
    XCTAssertTrue(file.contains("FeedModel(store: Sword.Lazy { self.parent.store }, clock: self.parent.clock)"), file)
    // Its own storage keys: an instance the app made is never taken for the test target's.
    let appCode = Renderer.render(validated.graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let appKey = try XCTUnwrap(appCode.firstMatch(of: /var store: Store \{\n\s+_swordStorage.single\((0x[0-9A-F_]+)\)/))
    XCTAssertFalse(file.contains(String(appKey.1)), file)
  }

  func testAReplacementOfNothingSaysWhereTheKeyIsBound() {
    let (plan, validated, fixture) = plan(
      """
      import Sword
      @testable import App
      @Module(registeredTo: FeedComponent.self)
      enum Wrong {
        @Provider static func 1️⃣backend() -> any Backend { fatalError() }
      }
      """)
    XCTAssertNil(plan)
    let location = fixture.location("1️⃣", module: "AppTests")
    XCTAssertEqual(
      validated.diagnostics.map(\.rendered),
      [
        "\(location.file):\(location.line):\(location.column): error: [Sword/ReplacementOfNothing] "
          + "Wrong.backend() replaces 'Backend' in FeedComponent, which binds no 'Backend'; 'AppComponent' binds it: "
          + "register the replacement there"
      ])
  }

  func testAReplacementThatMakesAnAccessorAsyncIsAnError() {
    let (plan, validated, fixture) = plan(
      """
      import Sword
      @testable import App
      @Module(registeredTo: AppComponent.self)
      enum Slow {
        @Provider static func 1️⃣backend() async -> any Backend { fatalError() }
      }
      """)
    XCTAssertNil(plan)
    let location = fixture.location("1️⃣", module: "AppTests")
    let messages = validated.diagnostics.filter { $0.id == .replacementChangesAccessor }.map(\.rendered)
    XCTAssertEqual(messages.count, 2, "\(validated.diagnostics.map(\.rendered))")
    XCTAssertTrue(
      messages[0].hasPrefix(
        "\(location.file):\(location.line):\(location.column): error: [Sword/ReplacementChangesAccessor] the "
          + "replacements make AppComponent.backend async where the app's is plain"), messages[0])
  }

  func testAFakeThatConformsThroughAnExtensionOrASuperclassIsAccepted() {
    let (throughBase, validated, _) = plan(
      """
      import Sword
      @testable import App
      class Base: Backend { func titles() -> [String] { [] } }
      @Dependency(registeredTo: AppComponent.self, boundTo: Backend.self)
      final class ThroughBase: Base, @unchecked Sendable { @Injected override init() {} }
      """)
    XCTAssertEqual(validated.diagnostics.map(\.rendered), [])
    XCTAssertNotNil(throughBase)
    let (extended, extendedDiagnostics, _) = plan(
      """
      import Sword
      @testable import App
      @Dependency(registeredTo: AppComponent.self, boundTo: Backend.self)
      final class Later { @Injected init() {} }
      extension Later: Backend { func titles() -> [String] { [] } }
      """)
    XCTAssertEqual(extendedDiagnostics.diagnostics.map(\.rendered), [])
    XCTAssertNotNil(extended)
  }

  func testATestTargetWithNothingToReplaceWritesNothing() {
    let (plan, validated, _) = plan("import XCTest\nfinal class Plain: XCTestCase {}")
    XCTAssertNil(plan)
    XCTAssertEqual(validated.diagnostics.map(\.rendered), [])
  }
}
