import Sword

/// What the app is started with.
public struct AppConfig: Sendable {
  public let name: String
  public init(name: String) { self.name = name }
}

/// The app's graph. It lives in a package so that features can register to it; the app folder adds its own.
@Component(arguments: AppConfig.self)
public final class AppComponent: Sendable {}
