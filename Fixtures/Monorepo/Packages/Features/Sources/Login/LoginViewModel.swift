import Components
import Storage
import Sword

/// One per login flow: every screen of the flow shares it.
@Dependency(registeredTo: LoginComponent.self, scopedWith: .single)
public final class LoginViewModel {
  public let userRepository: UserRepository

  @Injected
  public init(userRepository: UserRepository) {
    self.userRepository = userRepository
  }
}
