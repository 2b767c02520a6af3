import Sword

@Component
final class AppComponent {}

@Subcomponent(of: AppComponent.self)
final class LoginComponent {}
