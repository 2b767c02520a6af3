import Sword

// Missing: nothing binds Clock.
@Dependency(registeredTo: AppComponent.self)
final class Scheduler {
  @Injected
  init(clock: Clock) {}
}

// Duplicate: Settings is already a component argument.
@Dependency(registeredTo: AppComponent.self)
final class Settings {
  @Injected
  init() {}
}

// Cycle: Engine → Wheel → Engine.
@Dependency(registeredTo: AppComponent.self)
final class Engine {
  @Injected
  init(wheel: Wheel) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Wheel {
  @Injected
  init(engine: Engine) {}
}

// Registered to a child: the parent cannot see it.
@Dependency(registeredTo: LoginComponent.self)
final class Session {
  @Injected
  init() {}
}

@Dependency(registeredTo: AppComponent.self)
final class Tracker {
  @Injected
  init(session: Session) {}
}

// A typo in the component's name.
@Dependency(registeredTo: AppComponnet.self)
final class Lost {
  @Injected
  init() {}
}
