import Sword

@Component
final class AppComponent {}

@Module(registeredTo: AppComponent.self)
struct ClockModule {
  @Provider
  func clock() -> Clock { Clock() }
}

struct Clock {}
