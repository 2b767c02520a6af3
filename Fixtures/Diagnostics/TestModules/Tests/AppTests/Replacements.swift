import Sword

@testable import App

/// Replaces what nothing binds, and the backend with a provider that makes every accessor needing it async.
@Module(registeredTo: AppComponent.self)
enum WrongModule {
  @Provider static func clock() -> Double { 0 }
  @Provider static func backend() async -> any Backend { FakeBackend() }
}

final class FakeBackend: Backend {
  func titles() -> [String] { [] }
}

/// Bound to what it is not.
@Dependency(registeredTo: AppComponent.self, boundTo: Haptics.self)
final class NotHaptics: Backend {
  @Injected init() {}
  func titles() -> [String] { [] }
}
