import AppComponents
internal import Foundation
public import Models
public import Networking
public import Sword

public protocol Store: AnyObject, Sendable {
  var kind: String { get }
}

// A debug build keeps posts in memory; a release build on disk. Each configuration has exactly one Store.
#if DEBUG
@Dependency(registeredTo: AppComponent.self, boundTo: Store.self, scopedWith: .single)
public final class InMemoryStore: Store {
  public let kind = "memory"
  @Injected public init() {}
}
#else
@Dependency(registeredTo: AppComponent.self, boundTo: Store.self, scopedWith: .single)
public final class DiskStore: Store {
  public let kind = "disk"
  @Injected public init(envVars: EnvVars) {}
}
#endif

@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class UserRepository: Sendable {
  public let api: any APIClient
  public let store: any Store
  private let log: Handler<String>

  /// Parameter forms as apps write them: an existential, an optional existential (answered by the same binding),
  /// an implicitly unwrapped one, and a generic typealias.
  @Injected
  public init(api: any APIClient, store: any Store, cache: (any Store)?, session: (any HTTPSession)!, log: @escaping Handler<String>) {
    self.api = api
    self.store = cache ?? store
    self.log = log
    _ = session.data(for: "/warm-up")
  }

  public func timeline() -> [Post] {
    log("timeline")
    return api.posts()
  }
}

@Module(registeredTo: AppComponent.self)
public struct PersistenceModule {
  @Provider
  public static func stores(store: any Store) -> [any Store] { [store] }
}
