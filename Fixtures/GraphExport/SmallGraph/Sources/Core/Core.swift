import Sword

public struct Settings: Sendable {}
public protocol Clock {}
public final class Store {}
public protocol KeyValueStore {}

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

// One key-value store per configuration: the graph draws both, each with its condition.
#if DEBUG
@Dependency(registeredTo: AppComponent.self, boundTo: KeyValueStore.self)
public final class MemoryStore: KeyValueStore {
  @Injected public init() {}
}
#else
@Dependency(registeredTo: AppComponent.self, boundTo: KeyValueStore.self, scopedWith: .single)
public final class DiskStore: KeyValueStore {
  @Injected public init(settings: Settings) {}
}
#endif
