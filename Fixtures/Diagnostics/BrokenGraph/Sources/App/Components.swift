import Sword

@Component(arguments: Settings.self)
final class AppComponent {}

@Subcomponent(of: AppComponent.self)
final class LoginComponent {}

@Subcomponent(of: SettingsComponent.self)
final class OrphanComponent {}
