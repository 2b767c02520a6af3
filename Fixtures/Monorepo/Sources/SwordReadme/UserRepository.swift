import Sword

@Dependency(
  registeredTo: AppComponent.self,
  scopedWith: .single
)
final class UserRepository {
  private let apiClient: APIClient

  @Injected
  init(apiClient: APIClient) {
    self.apiClient = apiClient
  }
}
