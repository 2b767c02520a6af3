import Sword

@Component
final class AppComponent {}

@Dependency(registeredTo: AppComponent.self)
final class Clock {
  init() {}
}

@Dependency(registeredTo: AppComponent.self)
final class Calendar {
  @Injected
  init() {}

  @Injected
  init(clock: Clock) {}
}
