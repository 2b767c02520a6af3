import Model
import Repositories
import SessionGraph
import Sword

/// The session's timeline screen.
@Dependency(registeredTo: SessionComponent.self)
public final class FeedViewModel {
  let timeline: TimelineRepository

  @Injected
  public init(timeline: TimelineRepository) {
    self.timeline = timeline
  }

  public var texts: [String] { timeline.posts().map(\.text) }
}
