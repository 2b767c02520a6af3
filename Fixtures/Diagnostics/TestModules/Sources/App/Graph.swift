import Sword

protocol Backend: AnyObject { func titles() -> [String] }

@Component
final class AppComponent {}

@Dependency(registeredTo: AppComponent.self, boundTo: Backend.self, scopedWith: .single)
final class HTTPBackend: Backend {
  @Injected init() {}
  func titles() -> [String] { [] }
}

protocol Haptics {}

#if os(iOS)
@Dependency(registeredTo: AppComponent.self, boundTo: Haptics.self)
final class PhoneHaptics: Haptics { @Injected init() {} }
#else
@Dependency(registeredTo: AppComponent.self, boundTo: Haptics.self)
final class NoHaptics: Haptics { @Injected init() {} }
#endif

/// Its mock would need a binding that exists only in one configuration: a warning, the rest goes on.
@Dependency(registeredTo: AppComponent.self, generateMock: true)
final class Screen {
  @Injected init(backend: Backend, haptics: Haptics) {}
}
