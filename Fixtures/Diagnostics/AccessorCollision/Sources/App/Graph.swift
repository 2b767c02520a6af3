import Sword

@Component
final class AppComponent {}

// Both would be `logger`: the type `Logger`, and a value tagged `Logger`. Each is then named after its whole
// qualified name, and both are `appLogger`.
@Dependency(registeredTo: AppComponent.self)
final class Logger {
  @Injected init() {}
}

@Module(registeredTo: AppComponent.self)
enum LogModule {
  @Provider @Named(Logger.self) static func logName() -> String { "app" }
}
