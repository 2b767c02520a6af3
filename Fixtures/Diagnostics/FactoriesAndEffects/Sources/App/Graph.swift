import Sword

@Component
final class AppComponent {}

struct Session {}

@Subcomponent(of: AppComponent.self, arguments: Session.self)
final class LoginComponent {}

@Dependency(registeredTo: AppComponent.self)
final class FeedDetail {
  @Injected
  init(@Assisted id: String, @Assisted title: String) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Clock {
  @Injected
  init() {}
}

@Module(registeredTo: AppComponent.self)
enum StorageModule {
  @Provider(scopedWith: .single)
  static func database() async throws -> Database { Database() }
}

struct Database {}

@Dependency(registeredTo: AppComponent.self)
final class Store {
  @Injected
  init(database: Database) {}
}

// Assisted, and async through Store: its factory must say `async throws`.
@Dependency(registeredTo: AppComponent.self)
final class Report {
  @Injected
  init(@Assisted id: String, store: Store) {}
}

@MainActor
@Dependency(registeredTo: AppComponent.self)
final class Screen {
  @Injected
  init(@Assisted name: String) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Coordinator {
  @Injected
  init(
    // The assisted parameters in the wrong order, and a factory of a type with none.
    makeDetail: @escaping (Int, String) -> FeedDetail,
    makeClock: @escaping () -> Clock,
    // A subcomponent is made by its factory, with its argument.
    login: LoginComponent,
    makeLogin: @escaping () -> LoginComponent,
    // What needs the async throws database cannot be made synchronously.
    lazyStore: Lazy<Store>,
    makeDatabase: Provider<Database>,
    makeReport: @escaping (String) -> Report,
    // A @Sendable factory of a main-actor type.
    makeScreen: @escaping @Sendable (String) -> Screen
  ) {}
}

// A .single that would keep a subcomponent alive as long as the app.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class SessionCache {
  @Injected
  init(login: LoginComponent) {}
}

// A .single of the subcomponent that holds the subcomponent: a reference cycle.
@Dependency(registeredTo: LoginComponent.self, scopedWith: .single)
final class LoginFlow {
  @Injected
  init(component: LoginComponent, weakComponent: Weak<LoginComponent>) {}
}

@Dependency(registeredTo: LoginComponent.self)
final class LoginForm {
  @Injected
  // Fine: a subcomponent's binding receives it, and the parent's factory of an assisted type.
  init(component: LoginComponent, app: AppComponent, makeDetail: @escaping (String, String) -> FeedDetail) {}
}
