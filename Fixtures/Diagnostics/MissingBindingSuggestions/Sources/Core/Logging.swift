import Sword

@Dependency(registeredTo: AppComponent.self)
public final class Logger {
  @Injected
  public init() {}
}
