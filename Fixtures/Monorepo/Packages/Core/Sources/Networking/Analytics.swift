import Components
import Sword

// Multibindings and a qualified provider: contributions from this package (Core) and from Features are merged into
// one `[any AnalyticsTracker]`, one `Set<String>` and one `[String: Route]`.

public protocol AnalyticsTracker: AnyObject {
  var name: String { get }
}

public protocol Plugin {}

public struct Route: Sendable, Equatable {
  public let path: String
  public init(path: String) { self.path = path }
}

/// The tag of the API host name (a `String`, so it must be qualified).
public enum APIHost {}

final class NetworkTracker: AnalyticsTracker {
  let name = "network"
}

@Module(registeredTo: AppComponent.self, multibindings: [any Plugin].self)
public enum AnalyticsModule {
  @Provider @IntoArray
  public static func networkTracker() -> any AnalyticsTracker { NetworkTracker() }

  @Provider @IntoSet
  public static func fastNetworkFlag() -> String { "fast-network" }

  @Provider @IntoMap(key: "home")
  public static func homeRoute() -> Route { Route(path: "/home") }

  @Provider @Named(APIHost.self)
  public static func apiHost(envVars: EnvVars) -> String { "api." + envVars.baseURL }
}
