import Sword

/// Values the app is started with.
public struct EnvVars: Sendable {
  public let baseURL: String
  public init(baseURL: String) { self.baseURL = baseURL }
}

/// The graph that lives as long as the app. Its arguments are Sendable, so the component can be too.
/// Tags (qualifiers) of the two `String` arguments: two arguments of one type, told apart.
public enum AppName {}
public enum AppVersion {}

@Component(arguments: EnvVars.self, Qualified<AppName, String>.self, Qualified<AppVersion, String>.self)
public final class AppComponent: Sendable {}

/// A second root component in the same workspace (a widget extension's graph, say), with its own generated code.
@Component(arguments: EnvVars.self)
public final class WidgetComponent {}
