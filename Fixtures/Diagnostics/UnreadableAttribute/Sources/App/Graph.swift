import Sword

@Component
final class AppComponent {}

@Dependency(registeredTo: "AppComponent")
final class Clock {
  @Injected
  init() {}
}
