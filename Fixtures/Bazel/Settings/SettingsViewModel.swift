import Core
import Networking
import Sword

/// A new one each time the settings screen opens.
@Dependency(registeredTo: AppComponent.self)
public final class SettingsViewModel {
  public let preferences: Preferences
  public let api: any APIClient

  @Injected
  public init(preferences: Preferences, api: APIClient) {
    self.preferences = preferences
    self.api = api
  }

  public var greeting: String { "Hello, \(preferences.userName)" }
}
