import Sword

/// One log for the whole app.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class Logger {
  public private(set) var lines: [String] = []

  @Injected
  public init() {}

  public func log(_ line: String) { lines.append(line) }
}
