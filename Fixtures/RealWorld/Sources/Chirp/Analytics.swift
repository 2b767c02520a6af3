import AppComponents
import Networking
import Sword

/// A binding of the app target itself (main-actor isolated by its target's default), internal, as app code is.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class Analytics {
  private(set) var events: [String] = []
  private let log: Handler<String>

  @Injected
  init(log: @escaping Handler<String>) { self.log = log }

  func track(_ event: String) {
    events.append(event)
    log(event)
  }
}
