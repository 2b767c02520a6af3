import APIClient
import AppGraph
import Model
import SessionGraph
import Sword

/// Who signed up, one per app.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class AccountRepository {
  public private(set) var users: [User] = []

  @Injected
  public init() {}

  public func add(_ user: User) { users.append(user) }
}

/// The signed-in user's timeline, one per session.
@Dependency(registeredTo: SessionComponent.self, scopedWith: .single)
public final class TimelineRepository {
  let api: any PostsAPI
  let user: User

  @Injected
  public init(api: PostsAPI, user: User) {
    self.api = api
    self.user = user
  }

  public func posts() -> [Post] { api.timeline(for: user) }
}
