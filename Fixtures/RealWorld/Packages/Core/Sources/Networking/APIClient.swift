import AppComponents
public import Foundation
public import Models
public import Sword

public protocol HTTPSession: Sendable {
  func data(for path: String) -> Data
}

public struct StubSession: HTTPSession {
  public init() {}
  public func data(for path: String) -> Data { Data(path.utf8) }
}

public protocol APIClient: Sendable {
  var baseURL: URL { get }
  func posts() -> [Post]
}

@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .single)
public final class DefaultAPIClient: APIClient {
  public let baseURL: URL
  private let session: any HTTPSession

  @Injected
  public init(envVars: EnvVars, session: any HTTPSession) {
    self.baseURL = envVars.baseURL
    self.session = session
  }

  public func posts() -> [Post] {
    [Post(id: Post.ID(1), text: String(decoding: session.data(for: "/posts"), as: UTF8.self))]
  }
}

/// A generic typealias for callbacks.
public typealias Handler<Value> = @Sendable (Value) -> Void

@Module(registeredTo: AppComponent.self)
public struct NetworkingModule {
  @Provider(scopedWith: .single)
  public static func session() -> any HTTPSession { StubSession() }

  @Provider
  public static func logHandler() -> Handler<String> { { _ in } }

  /// A closure that returns a closure: each call gives a fresh counter.
  @Provider
  public static func counterFactory() -> @Sendable () -> () -> Int {
    {
      var count = 0
      return {
        count += 1
        return count
      }
    }
  }
}
