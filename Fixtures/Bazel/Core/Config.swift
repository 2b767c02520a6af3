/// What the app starts with: the argument of `AppComponent`.
public struct Config: Sendable {
  public let baseURL: String
  public let userName: String

  public init(baseURL: String, userName: String) {
    self.baseURL = baseURL
    self.userName = userName
  }
}
