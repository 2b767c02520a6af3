import Sword

// Nothing binds Clock, three requests away from LoginComponent.loginViewModel.
@Dependency(registeredTo: AppComponent.self)
final class Scheduler {
  @Injected
  init(clock: Clock) {}
}

@Dependency(registeredTo: AppComponent.self)
final class SyncService {
  @Injected
  init(scheduler: Scheduler) {}
}

@Dependency(registeredTo: LoginComponent.self)
final class LoginViewModel {
  @Injected
  init(syncService: SyncService) {}
}
