import Sword

/// What the app starts with.
public struct Config: Sendable {
  public let baseURL: String
  public init(baseURL: String) { self.baseURL = baseURL }
}

/// The app's graph. It lives in a small target every package depends on, so that any package can write
/// `registeredTo: AppComponent.self`.
@Component(arguments: Config.self)
public final class AppComponent {}
