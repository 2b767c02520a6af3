public import AppComponents
public import Models
public import Persistence
public import Sword

// This target is main-actor isolated by default: every type here is, without a single @MainActor.

/// Made with the post it shows: `component.postDetailViewModel(id)`, as rockname/sword apps call it.
@Dependency(registeredTo: AppComponent.self)
public final class PostDetailViewModel {
  public let id: Post.ID
  public let text: String

  @Injected
  public init(@Assisted id: Post.ID, repository: UserRepository) {
    self.id = id
    self.text = repository.timeline().first { $0.id == id }?.text ?? ""
  }
}

/// The login flow's graph; it reads the app's bindings through its parent (`login.userRepository`).
@Subcomponent(of: AppComponent.self)
public final class LoginComponent {}

@Dependency(registeredTo: LoginComponent.self, scopedWith: .single)
public final class LoginViewModel {
  public let repository: UserRepository
  public let stores: [any Store]
  public let nextID: () -> Int

  @Injected
  public init(repository: UserRepository, stores: [any Store], counterFactory: @escaping @Sendable () -> () -> Int) {
    self.repository = repository
    self.stores = stores
    self.nextID = counterFactory()
  }
}

/// Opted out of the target's main-actor default: usable from any thread.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
nonisolated public final class DateFormatter: Sendable {
  @Injected public init() {}
  public func format(_ seconds: Double) -> String { "\(Int(seconds))s" }
}
