import Core
import Sword

@Dependency(registeredTo: SessionComponent.self)
public final class SessionViewModel {
  @Injected public init(store: Store, @Assisted userID: String, users: Repository<User>) {}
}

@MainActor
@Dependency(registeredTo: SessionComponent.self, scopedWith: .single)
public final class Greeter {
  @Injected public init(clock: Clock, values: KeyValueStore) {}
}
