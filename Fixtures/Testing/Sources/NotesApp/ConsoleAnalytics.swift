import AppCore
import Sword

/// The app's analytics: only the app target knows it.
@Dependency(registeredTo: AppComponent.self, boundTo: Analytics.self, scopedWith: .single)
final class ConsoleAnalytics: Analytics {
  private(set) var events: [String] = []

  @Injected
  init() {}

  func track(_ event: String) { events.append(event) }
}
