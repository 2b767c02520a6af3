import Components
import Storage
import Sword

/// Made with a user ID that only the caller knows (assisted injection).
@Dependency(registeredTo: AppComponent.self)
public final class UserDetailViewModel {
  public let userID: String
  public let title: String
  public let userRepository: UserRepository

  @Injected
  public init(@Assisted userID: String, userRepository: UserRepository, @Assisted title: String) {
    self.userID = userID
    self.title = title
    self.userRepository = userRepository
  }
}
