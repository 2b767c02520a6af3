// The README's SwiftUI views, as plain types: they ask the component for what they show.
struct LoginNavigation {
  let component: LoginComponent

  var screen: LoginScreen { LoginScreen(viewModel: component.loginViewModel) }
}

struct LoginScreen {
  let viewModel: LoginViewModel
}

struct UserNavigation {
  let component: AppComponent

  func detailScreen(userID: User.ID) -> UserDetailScreen {
    UserDetailScreen(viewModel: component.userDetailViewModel(userID: userID))
  }
}

struct UserDetailScreen {
  let viewModel: UserDetailViewModel
}
