import Components
import Sword

/// A transport made by a provider rather than an `@Injected` init.
public final class HTTPSession {
  public let identifier: String
  public let timeout: Int
  init(identifier: String, timeout: Int) {
    self.identifier = identifier
    self.timeout = timeout
  }
}

/// Tells Sword how to make what it cannot construct by itself.
@Module(registeredTo: AppComponent.self)
public struct NetworkingModule {
  @Provider(scopedWith: .single)
  public static func httpSession(envVars: EnvVars) -> HTTPSession {
    HTTPSession(identifier: "session-for-\(envVars.baseURL)", timeout: 30)
  }
}
