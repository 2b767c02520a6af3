import AppCore
import Feed
import Networking

let app = AppComponent(config: Config(baseURL: "https://example.com"))
let feed = app.makeFeedComponent()
print(feed.feedViewModel.titles())           // ["https://example.com/posts/1", "https://example.com/posts/2"]
print(feed.postViewModel(postID: 7).title)   // https://example.com/posts/7
precondition(feed.feedViewModel === feed.feedViewModel)
precondition(app.apiClient === feed.feedViewModel.api)

// In tests (DEBUG builds): replace a binding of the app; its subcomponents see the replacement too.
final class FakeAPIClient: APIClient {
  func fetch(_ path: String) -> String { "fake\(path)" }
}
let testApp = AppComponent(config: Config(baseURL: "unused"), overrides: .init(apiClient: FakeAPIClient()))
print(testApp.makeFeedComponent().postViewModel(postID: 1).title)   // fake/posts/1

// A subcomponent's own bindings are replaced the same way.
let previewFeed = FeedComponent(
  parent: app, overrides: .init(postViewModel: { postID in PostViewModel(postID: postID, api: FakeAPIClient()) }))
print(previewFeed.postViewModel(postID: 2).title)   // fake/posts/2
