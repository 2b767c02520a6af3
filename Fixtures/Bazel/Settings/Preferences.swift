import Core
import Sword

/// The user's settings, kept for the app's lifetime.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class Preferences {
  public var darkMode = false
  public let userName: String

  @Injected
  public init(config: Config) {
    userName = config.userName
  }
}
