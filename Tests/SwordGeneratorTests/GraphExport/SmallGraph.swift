import SwordGenerator

/// The small graph the export tests draw: a component with an argument, a `boundTo:` binding, providers (one
/// generic), a weak scope, and a subcomponent with an assisted and a `@MainActor` binding.
enum SmallGraph {
  static let fixture = GraphFixture([
    "Core": [
      """
      import Sword

      public struct Settings: Sendable {}
      public protocol Clock {}
      public final class Store {}

      @Component(arguments: Settings.self)
      public final class AppComponent {}

      @Subcomponent(of: AppComponent.self)
      public final class SessionComponent {}

      @Dependency(registeredTo: AppComponent.self, boundTo: Clock.self, scopedWith: .single)
      public final class SystemClock: Clock {
        @Injected public init(settings: Settings) {}
      }

      @Module(registeredTo: AppComponent.self)
      public struct StoreModule {
        @Provider(scopedWith: .weakReference)
        public static func store(clock: Clock) -> Store { Store() }

        @Provider
        public static func users(_ store: Store) -> Repository<User> { Repository(store) }
      }
      """
    ],
    "App": [
      """
      import Core
      import Sword

      @Dependency(registeredTo: SessionComponent.self)
      public final class SessionViewModel {
        @Injected public init(store: Store, @Assisted userID: String, users: Repository<User>) {}
      }

      @MainActor
      @Dependency(registeredTo: SessionComponent.self, scopedWith: .single)
      public final class Greeter {
        @Injected public init(clock: Clock) {}
      }
      """
    ],
  ])

  /// The graph, checked to be valid.
  static func graph() -> BindingGraph {
    let (graph, diagnostics) = fixture.build()
    precondition(diagnostics.isEmpty, "the small graph must be valid: \(diagnostics.map(\.rendered))")
    return graph
  }

  /// The export of the whole graph, or of `component`, with paths relative to `/ws`.
  static func export(component: String? = nil) throws -> ExportGraph {
    try ExportGraphBuilder.build(graph(), component: component, relativeTo: "/ws")
  }
}
