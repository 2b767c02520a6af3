import Networking
import Sword

/// Made with the post it shows: `feed.postViewModel(postID: 7)`.
@Dependency(registeredTo: FeedComponent.self)
public final class PostViewModel {
  public let title: String

  @Injected
  public init(@Assisted postID: Int, api: APIClient) {
    title = api.fetch("/posts/\(postID)")
  }
}
