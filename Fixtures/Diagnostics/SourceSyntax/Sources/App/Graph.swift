import Sword

@Component
final class AppComponent {}

@Dependency(registeredTo: AppComponent.self)
final class Feed {
  @Injected
  init(store: Store) {}
}
