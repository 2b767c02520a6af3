import Model

/// What the app asks the server.
public protocol PostsAPI: AnyObject, Sendable {
  func timeline(for user: User) -> [Post]
}
