import Sword

@Component
public final class AppComponent {}

@Dependency(registeredTo: AppComponent.self)
public final class Greeter {
  @Injected public init() {}
}
