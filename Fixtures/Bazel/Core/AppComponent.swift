import Sword

/// The app's graph. It lives in Core, which every feature depends on, so that any module can write
/// `registeredTo: AppComponent.self`; the code that builds it is generated into App.
@Component(arguments: Config.self)
public final class AppComponent {}
