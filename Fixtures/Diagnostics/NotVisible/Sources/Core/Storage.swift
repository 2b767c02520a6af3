import Sword

@Component
public final class AppComponent {}

@Subcomponent(of: AppComponent.self)
final class VaultComponent {}

@Dependency(registeredTo: AppComponent.self)
final class TokenStore {
  @Injected
  public init() {}
}

@Dependency(registeredTo: AppComponent.self)
public final class Keychain {
  @Injected
  init() {}
}

@Module(registeredTo: AppComponent.self)
public struct StorageModule {
  @Provider
  static func salt() -> Salt { Salt() }
}

public struct Salt {}
