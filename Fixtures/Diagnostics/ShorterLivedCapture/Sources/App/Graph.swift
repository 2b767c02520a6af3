import Sword

@Component
final class AppComponent {}

@Subcomponent(of: AppComponent.self)
final class LoginComponent {}

@Dependency(registeredTo: AppComponent.self, scopedWith: .weakReference)
final class UserSession {
  @Injected
  init() {}
}

@Dependency(registeredTo: AppComponent.self)
final class Presenter {
  @Injected
  init(userSession: UserSession) {}
}

// Holds UserSession (through Presenter) for AppComponent's whole life.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class Analytics {
  @Injected
  init(presenter: Presenter) {}
}

@Dependency(registeredTo: LoginComponent.self)
final class LoginForm {
  @Injected
  init() {}
}

// Lives as long as AppComponent, but asks for what only LoginComponent binds.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class FormCache {
  @Injected
  init(loginForm: LoginForm) {}
}
