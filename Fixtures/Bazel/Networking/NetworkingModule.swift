import Core
import Sword

/// A transport made by a provider rather than an `@Injected` init.
public final class HTTPSession {
  public let baseURL: String
  public let timeout: Int

  init(baseURL: String, timeout: Int) {
    self.baseURL = baseURL
    self.timeout = timeout
  }
}

/// Tells Sword how to make what it cannot construct by itself.
@Module(registeredTo: AppComponent.self)
public struct NetworkingModule {
  @Provider(scopedWith: .single)
  public static func httpSession(config: Config) -> HTTPSession {
    HTTPSession(baseURL: config.baseURL, timeout: 30)
  }
}
