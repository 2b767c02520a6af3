import Sword

struct User: Identifiable {
  let id: String
}

@Dependency(registeredTo: AppComponent.self)
class UserDetailViewModel {
  let userID: User.ID
  private let userRepository: UserRepository

  @Injected
  init(
    @Assisted userID: User.ID,
    userRepository: UserRepository
  ) {
    self.userID = userID
    self.userRepository = userRepository
  }
}
