import AppCore
import Sword

public protocol APIClient: AnyObject {
  func fetch(_ path: String) -> String
}

/// Asked for as `APIClient`; one instance per `AppComponent`.
@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .single)
public final class HTTPClient: APIClient {
  let baseURL: String

  @Injected
  public init(config: Config) {
    baseURL = config.baseURL
  }

  public func fetch(_ path: String) -> String { "\(baseURL)\(path)" }
}
