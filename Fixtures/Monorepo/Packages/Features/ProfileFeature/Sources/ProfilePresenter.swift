import Components
import Storage
import Sword

/// Lives in the profile subcomponent and reads its argument.
@Dependency(registeredTo: ProfileComponent.self, scopedWith: .single)
public final class ProfilePresenter {
  public let request: ProfileRequest
  public let repository: UserRepository

  @Injected
  public init(request: ProfileRequest, repository: UserRepository) {
    self.request = request
    self.repository = repository
  }
}
