import Components
import Networking
import Sword

/// Users, fetched once per app and cached.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class UserRepository {
  public let apiClient: any APIClient
  public let cache: Cache

  @Injected
  public init(apiClient: APIClient, cache: Cache) {
    self.apiClient = apiClient
    self.cache = cache
  }

  public func name(of userID: String) -> String { "user-\(userID)" }
}

/// A value type made anew for every request.
@Dependency(registeredTo: AppComponent.self)
public struct Cache {
  public let capacity: Int

  @Injected
  public init() { capacity = 100 }
}
