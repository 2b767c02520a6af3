public import Foundation

/// A post of the timeline. Its identifier is a nested type, the way apps write them.
public struct Post: Sendable, Hashable, Identifiable {
  public struct ID: Hashable, Sendable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
  }

  public let id: ID
  public let text: String

  public init(id: ID, text: String) {
    self.id = id
    self.text = text
  }
}

/// What the app is started with.
public struct EnvVars: Sendable {
  public let baseURL: URL
  public init(baseURL: URL) { self.baseURL = baseURL }
}
