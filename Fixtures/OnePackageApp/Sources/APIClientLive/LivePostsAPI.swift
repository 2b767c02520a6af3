import APIClient
import AppGraph
import Foundation
import Model
import Sword

/// The server the app really talks to, one per app.
@Dependency(registeredTo: AppComponent.self, boundTo: PostsAPI.self, scopedWith: .single)
public final class LivePostsAPI: PostsAPI {
  let baseURL: URL

  @Injected
  public init(environment: AppEnvironment) {
    baseURL = environment.baseURL
  }

  public func timeline(for user: User) -> [Post] {
    [Post(id: 1, text: "\(user.name) on \(baseURL.host ?? "?")")]
  }
}
