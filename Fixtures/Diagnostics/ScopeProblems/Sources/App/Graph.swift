import Sword

@Component
final class AppComponent {}

@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class DetailViewModel {
  @Injected
  init(@Assisted id: Int) {}
}

@Dependency(registeredTo: AppComponent.self, scopedWith: .weakReference)
struct Theme {
  @Injected
  init() {}
}
