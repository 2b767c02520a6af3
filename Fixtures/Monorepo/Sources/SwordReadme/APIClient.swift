import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Sword

protocol APIClient {
  var baseURL: URL { get }
}

@Dependency(
  registeredTo: AppComponent.self,
  boundTo: APIClient.self,
  scopedWith: .single
)
final class DefaultAPIClient: APIClient {
  let baseURL: URL
  private let urlSession: URLSession

  @Injected
  init(envVars: EnvVars, urlSession: URLSession) {
    self.baseURL = envVars.baseURL
    self.urlSession = urlSession
  }
}
