import Foundation

/// Where the app talks to.
public struct AppEnvironment: Sendable {
  public let baseURL: URL
  public init(baseURL: URL) { self.baseURL = baseURL }
}

/// The signed-in user.
public struct User: Sendable, Equatable {
  public let name: String
  public init(name: String) { self.name = name }
}

/// One post of the timeline.
public struct Post: Sendable, Equatable {
  public let id: Int
  public let text: String
  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}
