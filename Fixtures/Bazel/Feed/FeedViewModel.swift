import Networking
import Sword

/// One per feed screen: shared by everything the screen's component makes.
@Dependency(registeredTo: FeedComponent.self, scopedWith: .single)
public final class FeedViewModel {
  public let api: any APIClient

  @Injected
  public init(api: APIClient) {
    self.api = api
  }

  public func titles() -> [String] { [api.fetch("/posts/1"), api.fetch("/posts/2")] }
}
