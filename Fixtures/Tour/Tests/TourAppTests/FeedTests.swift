import AppCore
import Feed
import Networking
import XCTest

@testable import TourApp  // the generated `Overrides` and `init(…, overrides:)` are internal to the app target

/// `swift test` builds in DEBUG, where `test_overrides: true` gives every component an `init(…, overrides:)`.
final class FeedTests: XCTestCase {
  final class FakeAPIClient: APIClient {
    func fetch(_ path: String) -> String { "fake\(path)" }
  }

  func testTheAppsAPIClientIsReplacedForItsSubcomponentsToo() {
    let app = AppComponent(config: Config(baseURL: "unused"), overrides: .init(apiClient: FakeAPIClient()))
    XCTAssertEqual(app.makeFeedComponent().postViewModel(postID: 1).title, "fake/posts/1")
  }

  func testASubcomponentsOwnBindingIsReplacedTheSameWay() {
    let app = AppComponent(config: Config(baseURL: "https://example.com"))
    let feed = FeedComponent(
      parent: app, overrides: .init(postViewModel: { postID in PostViewModel(postID: postID, api: FakeAPIClient()) }))
    XCTAssertEqual(feed.postViewModel(postID: 2).title, "fake/posts/2")
    XCTAssertEqual(feed.feedViewModel.titles(), ["https://example.com/posts/1", "https://example.com/posts/2"])
  }
}
