import Sword

@Component
final class AppComponent {}

@Dependency(registeredTo: AppComponent.self)
final class UserDetailViewModel {
  @Injected
  init(@Assisted userID: String) {}
}

@Dependency(registeredTo: AppComponent.self)
final class ProfileScreen {
  @Injected
  init(detail: UserDetailViewModel) {}
}
