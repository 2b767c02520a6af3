import Model
import Sword

/// The app's graph, made once at launch.
@Component(arguments: AppEnvironment.self)
public final class AppComponent {}
