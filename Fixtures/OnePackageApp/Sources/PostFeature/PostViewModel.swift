import Model
import Repositories
import SessionGraph
import Sword

/// One post's screen, made with the post's number: `session.postViewModel(postID: 1)`.
@Dependency(registeredTo: SessionComponent.self)
public final class PostViewModel {
  public let post: Post?

  @Injected
  public init(@Assisted postID: Int, timeline: TimelineRepository) {
    post = timeline.posts().first { $0.id == postID }
  }
}
