import Sword

/// What the app starts with.
public struct AppConfig: Sendable {
  public let server: String
  public init(server: String) { self.server = server }
}

/// The app's graph, where every package can name it.
@Component(arguments: AppConfig.self)
public final class AppComponent {}

/// What the app reports. Its implementation lives in the app target, which no feature package can see.
public protocol Analytics: AnyObject {
  func track(_ event: String)
}
