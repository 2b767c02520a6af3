import Sword

@Component
final class AppComponent {}

@Module(registeredTo: AppComponent.self)
struct ClockModule {
  @Provider
  func clock() -> Clock { Clock() }
}

struct Clock {}

// Asks for what the provider returns: the one mistake gives one error, not a missing binding besides.
@Dependency(registeredTo: AppComponent.self)
final class Timer {
  @Injected init(clock: Clock) {}
}
