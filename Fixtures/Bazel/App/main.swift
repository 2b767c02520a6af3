import Core
import Feed
import Networking
import Settings

let app = AppComponent(config: Config(baseURL: "https://example.com", userName: "Ada"))
let feed = app.makeFeedComponent()
print(feed.feedViewModel.titles())           // ["https://example.com/posts/1", "https://example.com/posts/2"]
print(feed.postViewModel(postID: 7).title)   // https://example.com/posts/7
print(app.settingsViewModel.greeting)        // Hello, Ada
precondition(app.settingsViewModel.preferences === app.preferences)
precondition(app.apiClient === feed.feedViewModel.api)
print(app.logger.lines.count)                // 3
