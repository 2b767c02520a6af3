import Sword

@Component
public final class AppComponent {}

@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class Analytics {
  @Injected public init() {}
}

@Dependency(registeredTo: AppComponent.self)
public final class Clock {
  @Injected public init() {}
}

@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class Database {
  @Injected public init(clock: Clock) {}
}

@Dependency(registeredTo: AppComponent.self)
public final class FeedRepository {
  @Injected public init(database: Database) {}
}

@Dependency(registeredTo: AppComponent.self)
public final class ImageCache {
  @Injected public init() {}
}

@Dependency(registeredTo: AppComponent.self)
public final class Logger {
  @Injected public init(clock: Clock) {}
}

@Dependency(registeredTo: AppComponent.self)
public final class ProfileRepository {
  @Injected public init(database: Database) {}
}

@Dependency(registeredTo: AppComponent.self)
public final class Session {
  @Injected public init(clock: Clock) {}
}

@Dependency(registeredTo: AppComponent.self)
public final class Settings {
  @Injected public init(clock: Clock) {}
}
