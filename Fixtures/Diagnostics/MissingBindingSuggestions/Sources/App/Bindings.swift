import Core
import Sword

protocol APIClient {}

@Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self)
final class DefaultAPIClient: APIClient {
  @Injected
  init() {}
}

@Dependency(registeredTo: AppComponent.self)
final class Clock {
  @Injected
  init() {}
}

@Dependency(registeredTo: AppComponent.self)
final class Session {
  @Injected
  init() {}
}

@Dependency(registeredTo: SettingsComponent.self)
final class SettingsStore {
  @Injected
  init() {}
}

// A @Dependency whose initializer is not marked @Injected.
@Dependency(registeredTo: AppComponent.self)
final class ImageCache {
  init() {}
}

// The app's own Logger: not the one Core binds.
struct Logger {}

@Dependency(registeredTo: LoginComponent.self)
final class LoginViewModel {
  @Injected
  init(
    settingsStore: SettingsStore,
    clock: Clock!,  // asks for Clock: an implicitly unwrapped parameter takes the value itself
    apiClient: DefaultAPIClient,
    session: Sesion,
    analytics: Analytics,
    tracker: Tracker,
    imageCache: ImageCache,
    logger: Logger,
    urlSession: URLSession
  ) {}
}
