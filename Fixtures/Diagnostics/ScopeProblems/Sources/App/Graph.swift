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

struct Palette {}

protocol Clock {}

@Module(registeredTo: AppComponent.self)
struct LookModule {
  @Provider(scopedWith: .weakReference)
  static func palette() -> Palette { Palette() }

  @Provider(scopedWith: .weakReference)
  static func clock() -> any Clock { fatalError() }
}
