import XCTest

@testable import SwordGenerator

/// Swift 6.2's default isolation and the upcoming features, in every combination of root and package settings:
/// the generated code compiles without a warning in each.
final class IsolationCompilesTests: XCTestCase {
  override func setUpWithError() throws {
    try TypeCheck.requireBuild()
  }

  static let upcomingFeatures = [
    "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "MemberImportVisibility", "ExistentialAny",
    "InternalImportsByDefault",
  ].flatMap { ["-enable-upcoming-feature", $0] }

  /// A feature package (`Features`) and a core package (`Core`), each with or without default `MainActor`
  /// isolation; the root (`App`) calls the generated API from the main actor.
  private func fixture(mainActorModules: Set<String>) -> GraphFixture {
    var fixture = GraphFixture([
      "Core": [
        """
        public import Sword
        public protocol Store: AnyObject, Sendable {}
        @Dependency(registeredTo: AppComponent.self, boundTo: Store.self, scopedWith: .single)
        public final class MemoryStore: Store { @Injected public init() {} }
        nonisolated public final class APIClient: Sendable { @Injected public init(store: any Store) {} }
        public struct Config: Sendable { public init() {} }
        @Component(arguments: Config.self)
        public final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        public struct CoreModule {
          @Provider(scopedWith: .single) public static func apiClient(store: any Store) -> APIClient { APIClient(store: store) }
        }
        """
      ],
      "Features": [
        """
        public import Core
        public import Sword
        @Subcomponent(of: AppComponent.self)
        public final class LoginComponent {}
        @Dependency(registeredTo: LoginComponent.self, scopedWith: .single)
        public final class LoginViewModel {
          @Injected public init(client: APIClient, store: any Store, config: Config) {}
        }
        @Dependency(registeredTo: AppComponent.self)
        public final class DetailViewModel {
          @Injected public init(@Assisted id: Int, @Assisted onClose: @escaping () -> Void, store: any Store) {}
        }
        @Dependency(registeredTo: AppComponent.self)
        nonisolated public final class Formatter: Sendable { @Injected public init() {} }
        """
      ],
      "App": [
        """
        import Core
        import Features
        import Sword
        @MainActor func use() {
          let component = AppComponent(config: Config())
          _ = component.detailViewModel(3, {})
          _ = component.detailViewModel(id: 3, onClose: {})
          _ = component.formatter
          let login = component.makeLoginComponent()
          _ = login.loginViewModel
          _ = login.apiClient
        }
        """
      ],
    ])
    fixture.mainActorModules = mainActorModules
    return fixture
  }

  func testEveryCombinationOfDefaultIsolationCompilesWithTheUpcomingFeatures() throws {
    for mainActorModules in [[], ["Core"], ["Features"], ["App"], ["Core", "Features"], ["Core", "Features", "App"]]
      as [Set<String>]
    {
      try Self.assertCompiles(fixture(mainActorModules: mainActorModules))
    }
  }

  /// A cycle broken by `Lazy` whose bindings reach a `@MainActor` one: every accessor of the cycle is `@MainActor`,
  /// whichever is rendered first, so the generated code compiles (it did not when the first one asked decided).
  func testACycleThroughLazyReachingTheMainActorCompiles() throws {
    var fixture = GraphFixture([
      "Core": [
        """
        public import Sword
        @Component public final class AppComponent {}
        @MainActor @Dependency(registeredTo: AppComponent.self)
        public final class Clock { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class CycleA { @Injected public init(b: Lazy<CycleB>, clock: Clock) {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class CycleB { @Injected public init(a: CycleA) {} }
        """
      ],
      "Features": ["public enum FeatureMarker {}\n"],
      "App": [
        """
        import Core
        import Sword
        @MainActor func use() {
          let component = AppComponent()
          _ = component.cycleB
          _ = component.cycleA
        }
        """
      ],
    ])
    for mainActorModules in [[], ["Core"]] as [Set<String>] {
      fixture.mainActorModules = mainActorModules
      try Self.assertCompiles(fixture)
    }
  }

  /// Generates `fixture`'s code, failing on any error, and type-checks it with the upcoming features, its
  /// `mainActorModules` built with default `MainActor` isolation (`Core` and `Features` first). Test overrides are
  /// on where the isolation is mixed (one module main-actor by default), off elsewhere.
  static func assertCompiles(_ fixture: GraphFixture, file: StaticString = #filePath, line: UInt = #line) throws {
    let mainActorModules = fixture.mainActorModules
    var (graph, diagnostics) = fixture.build()
    XCTAssertEqual(
      diagnostics.filter { $0.severity == .error }.map(\.rendered), [], "\(mainActorModules)", file: file, line: line)
    graph.testOverrides = mainActorModules.count == 1
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    var moduleFlags: [String: [String]] = [:]
    for module in mainActorModules { moduleFlags[module] = ["-default-isolation", "MainActor"] }
    let result = try TypeCheck.run(
      fixture, generated: generated, order: ["Core", "Features"], flags: upcomingFeatures, moduleFlags: moduleFlags)
    XCTAssertEqual(
      result.status, 0, "main actor by default in \(mainActorModules.sorted()):\n\(result.output)", file: file,
      line: line)
  }
}
