import Core
import Sword

public protocol APIClient: AnyObject {
  func fetch(_ path: String) -> String
}

/// Asked for as `APIClient`; one instance per `AppComponent`.
@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .single)
public final class HTTPClient: APIClient {
  let session: HTTPSession
  let logger: Logger

  @Injected
  public init(session: HTTPSession, logger: Logger) {
    self.session = session
    self.logger = logger
  }

  public func fetch(_ path: String) -> String {
    logger.log("GET \(path)")
    return "\(session.baseURL)\(path)"
  }
}
