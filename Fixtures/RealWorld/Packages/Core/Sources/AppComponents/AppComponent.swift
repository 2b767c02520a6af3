public import Models
public import Sword

/// The app's graph. Its argument is spelled the older rockname/sword way.
@Component(arguments: .init(EnvVars.self))
public final class AppComponent {}
