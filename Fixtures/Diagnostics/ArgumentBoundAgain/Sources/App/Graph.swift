import Sword

@Component(arguments: EnvVars.self)
final class AppComponent {}

@Subcomponent(of: AppComponent.self)
final class LoginComponent {}

@Dependency(registeredTo: LoginComponent.self)
struct EnvVars {
  @Injected
  init() {}
}
