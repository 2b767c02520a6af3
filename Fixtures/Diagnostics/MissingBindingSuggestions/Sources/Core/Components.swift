import Sword

@Component
public final class AppComponent {}

@Subcomponent(of: AppComponent.self)
public final class LoginComponent {}

@Subcomponent(of: AppComponent.self)
public final class SettingsComponent {}
