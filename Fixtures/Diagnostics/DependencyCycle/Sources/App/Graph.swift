import Sword

@Component
final class AppComponent {}

@Dependency(registeredTo: AppComponent.self)
final class Dashboard {
  @Injected
  init(feed: Feed) {}
}

// Feed → Repository → Cache → Feed.
@Dependency(registeredTo: AppComponent.self)
final class Feed {
  @Injected
  init(repository: Repository) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Repository {
  @Injected
  init(cache: Cache) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Cache {
  @Injected
  init(feed: Feed) {}
}
