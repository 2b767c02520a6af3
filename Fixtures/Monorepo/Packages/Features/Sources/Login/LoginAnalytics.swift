import Components
import Networking
import Sword

// Contributions from another package (Features) to the collections Core declares, and a subcomponent that adds
// its own elements to its parent's collections.

final class LoginTracker: AnalyticsTracker {
  let name = "login"
}

final class LoginFormTracker: AnalyticsTracker {
  let name = "login-form"
}

@Module(registeredTo: AppComponent.self)
public enum LoginAnalyticsModule {
  @Provider @IntoArray
  public static func loginTracker() -> any AnalyticsTracker { LoginTracker() }

  @Provider @IntoSet
  public static func passkeysFlag() -> String { "passkeys" }

  @Provider @IntoMap(key: "login")
  public static func loginRoute() -> Route { Route(path: "/login") }
}

@Module(registeredTo: LoginComponent.self)
public enum LoginFormModule {
  @Provider @IntoArray
  public static func formTracker() -> any AnalyticsTracker { LoginFormTracker() }

  @Provider @IntoMap(key: "login.form")
  public static func formRoute() -> Route { Route(path: "/login/form") }
}

@Dependency(registeredTo: LoginComponent.self)
public final class LoginAnalytics {
  public let trackers: [any AnalyticsTracker]
  public let routes: [String: Route]
  @Injected
  public init(trackers: [any AnalyticsTracker], routes: [String: Route]) {
    self.trackers = trackers
    self.routes = routes
  }
}
