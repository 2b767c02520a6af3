import Sword

/// Values the app is started with.
public struct EnvVars: Sendable {
  public let baseURL: String
  public init(baseURL: String) { self.baseURL = baseURL }
}

/// The graph that lives as long as the app. Its arguments are Sendable, so the component can be too.
@Component(arguments: EnvVars.self)
public final class AppComponent: Sendable {}
