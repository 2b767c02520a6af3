import Sword

@Component
final class AppComponent {}

struct Settings {}

// A typo in the component's name.
@Dependency(registeredTo: AppComponnet.self)
final class Lost {
  @Injected
  init() {}
}

// A type that exists but is not a component.
@Module(registeredTo: Settings.self)
struct SettingsModule {
  @Provider
  static func theme() -> Theme { Theme() }
}

// A name nothing declares.
@Dependency(registeredTo: ProfileScope.self)
final class Avatar {
  @Injected
  init() {}
}
