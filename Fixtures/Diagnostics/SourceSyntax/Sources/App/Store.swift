import Sword

@Dependency(registeredTo: AppComponent.self)
final class Store {
  @Injected
  init(name: String = "a) {}
}
