import Sword

@Component
final class AppComponent {}

protocol APIClient {}

@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self)
final class LiveAPIClient: APIClient {
  @Injected
  init() {}
}

@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self)
final class MockAPIClient: APIClient {
  @Injected
  init() {}
}

@Module(registeredTo: AppComponent.self)
struct NetworkModule {
  @Provider
  static func apiClient() -> APIClient { LiveAPIClient() }
}

@Dependency(registeredTo: AppComponent.self)
final class Feed {
  @Injected
  init(apiClient: APIClient) {}
}
