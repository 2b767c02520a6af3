import AppCore
import Settings
import Sword

/// A feature screen's model, made anew each time.
@Dependency(registeredTo: AppComponent.self)
public final class TimelineViewModel {
  public let settings: SettingsStore

  @Injected
  public init(settings: SettingsStore) {
    self.settings = settings
  }

  public var title: String { "\(settings.appName) timeline" }
}
