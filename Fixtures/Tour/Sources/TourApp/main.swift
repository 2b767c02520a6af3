import AppCore
import Feed
import Networking

let app = AppComponent(config: Config(baseURL: "https://example.com"))
let feed = app.makeFeedComponent()
print(feed.feedViewModel.titles())           // ["https://example.com/posts/1", "https://example.com/posts/2"]
print(feed.postViewModel(postID: 7).title)   // https://example.com/posts/7
precondition(feed.feedViewModel === feed.feedViewModel)
precondition(app.apiClient === feed.feedViewModel.api)
