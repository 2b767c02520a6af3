import Components
import Sword

/// What the app talks to the server through.
public protocol APIClient: AnyObject {
  var baseURL: String { get }
  func get(_ path: String) -> String
}

/// The real client, bound to `APIClient`; one per app.
@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .single)
public final class DefaultAPIClient: APIClient {
  public let baseURL: String
  public let session: HTTPSession

  @Injected
  public init(envVars: EnvVars, session: HTTPSession) {
    self.baseURL = envVars.baseURL
    self.session = session
  }

  public func get(_ path: String) -> String { "GET \(baseURL)\(path) via session \(session.identifier)" }
}
