import Components
import Foundation
import Networking
import Sword

// Lazy, Provider and Weak injection, optional bindings, qualified bindings, a cycle broken by Lazy, and a binding
// registered to two root components.

/// Counts how many of something were made, from any thread.
public final class MadeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  public init() {}
  public func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
  public var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

public let reportRenderersMade = MadeCounter()
let requestIDsMade = MadeCounter()

@Dependency(registeredTo: AppComponent.self)
public final class ReportRenderer {
  public let serial: Int
  @Injected
  public init() { serial = reportRenderersMade.increment() }
}

@Dependency(registeredTo: AppComponent.self)
public struct RequestID {
  public let value: Int
  @Injected
  public init() { value = requestIDsMade.increment() }
}

@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class SessionStore {
  @Injected
  public init() {}
}

/// Bound nowhere: `Tracer?` parameters get `nil`.
public final class Tracer {}

public protocol EventLog: AnyObject {
  var label: String { get }
}

/// The tag of the audit log, a second `EventLog` binding.
public enum Audit {}

@Dependency(registeredTo: AppComponent.self, boundTo: EventLog.self)
public final class ConsoleLog: EventLog {
  public let label = "console"
  @Injected
  public init() {}
}

@Dependency(registeredTo: AppComponent.self, boundTo: EventLog.self, scopedWith: .single)
@Named(Audit.self)
public final class AuditLog: EventLog {
  public let label = "audit"
  @Injected
  public init() {}
}

@Dependency(registeredTo: AppComponent.self)
public final class ReportExporter {
  public let renderer: Lazy<ReportRenderer>
  public let makeRequestID: Provider<RequestID>
  public let store: Weak<SessionStore>
  public let tracer: Tracer?
  public let repository: UserRepository?
  public let host: String
  public let appName: String
  public let appVersion: String
  public let log: any EventLog
  public let auditLog: any EventLog

  @Injected
  public init(
    renderer: Lazy<ReportRenderer>,
    makeRequestID: Provider<RequestID>,
    store: Weak<SessionStore>,
    tracer: Tracer?,
    repository: UserRepository?,
    @Named(APIHost.self) host: String,
    @Named(AppName.self) appName: String,
    @Named(AppVersion.self) appVersion: String,
    log: EventLog,
    @Named(Audit.self) auditLog: EventLog
  ) {
    self.renderer = renderer
    self.makeRequestID = makeRequestID
    self.store = store
    self.tracer = tracer
    self.repository = repository
    self.host = host
    self.appName = appName
    self.appVersion = appVersion
    self.log = log
    self.auditLog = auditLog
  }
}

// A cycle that `Lazy` breaks: the coordinator makes its flow only when asked, and the flow points back at it.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class Coordinator {
  public let flow: Lazy<OnboardingFlow>
  @Injected
  public init(flow: Lazy<OnboardingFlow>) { self.flow = flow }
}

@Dependency(registeredTo: AppComponent.self)
public final class OnboardingFlow {
  public let coordinator: Coordinator
  @Injected
  public init(coordinator: Coordinator) { self.coordinator = coordinator }
}

/// Registered to both root components.
@Dependency(registeredTo: AppComponent.self)
@Dependency(registeredTo: WidgetComponent.self, scopedWith: .single)
public final class Clock {
  public let envVars: EnvVars
  @Injected
  public init(envVars: EnvVars) { self.envVars = envVars }
}

/// The collections, as any binding asks for them.
@Dependency(registeredTo: AppComponent.self)
public final class AnalyticsHub {
  public let trackers: [any AnalyticsTracker]
  public let flags: Set<String>
  public let routes: [String: Route]
  public let plugins: [any Plugin]
  @Injected
  public init(trackers: [any AnalyticsTracker], flags: Set<String>, routes: [String: Route], plugins: [any Plugin]) {
    self.trackers = trackers
    self.flags = flags
    self.routes = routes
    self.plugins = plugins
  }
}
