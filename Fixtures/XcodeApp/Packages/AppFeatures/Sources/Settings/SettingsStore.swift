import AppCore
import Sword

/// The app's settings, one per component.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class SettingsStore {
  public let appName: String

  @Injected
  public init(appConfig: AppConfig) {
    self.appName = appConfig.name
  }
}
