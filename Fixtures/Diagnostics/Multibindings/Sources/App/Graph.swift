import Sword

protocol Screen {}
struct HomeScreen: Screen {}
struct LoginScreen: Screen {}
protocol Tracker {}
struct ConsoleTracker: Tracker {}
protocol Plugin {}

@Component
final class AppComponent {}

@Subcomponent(of: AppComponent.self)
final class SettingsComponent {}

@Module(registeredTo: AppComponent.self, multibindings: Tracker.self)
enum ScreensModule {
  @Provider @IntoMap(key: "home")
  static func home() -> any Screen { HomeScreen() }

  @Provider @IntoMap(key: "home")
  static func legacyHome() -> any Screen { HomeScreen() }

  @Provider @IntoMap(key: "login")
  static func login() -> any Screen { LoginScreen() }

  @Provider(scopedWith: .single) @IntoArray
  static func console() -> any Tracker { ConsoleTracker() }

  @Provider @IntoArray
  static func named(@Assisted name: String) -> any Tracker { ConsoleTracker() }
}

@Module(registeredTo: SettingsComponent.self)
enum SettingsScreensModule {
  @Provider @IntoMap(key: "login")
  static func settingsLogin() -> any Screen { LoginScreen() }
}

@Dependency(registeredTo: SettingsComponent.self)
final class Router {
  @Injected
  init(screens: [String: any Screen], trackers: [any Tracker], plugins: [any Plugin]) {}
}
