import Sword

// What `sword generate` writes for `AppGraph.swift`, by hand: typed scopes created once per component, direct
// initializer calls, a factory per subcomponent, assisted parameters as accessor arguments.

private final class _AppComponentScopes: Sendable {
  let repo = Sword.SingleScope<Repo>()
  let string = Sword.SingleScope<String>()
  let screen = Sword.SingleScope<Screen>()
}

extension AppComponent {
  private var _swordScopes: _AppComponentScopes { _swordStorage.scopes(_AppComponentScopes.init) }

  var repo: Repo { _swordScopes.repo.get { Repo(envVars: self.envVars) } }

  var string: String { _swordScopes.string.get { AppModule.greeting(envVars: self.envVars) } }

  func userDetail(userID: Int) -> UserDetail { UserDetail(userID: userID, repo: self.repo) }

  @MainActor
  var screen: Screen { _swordScopes.screen.get { Screen(repo: self.repo) } }

  func makeLoginComponent(session: Session) -> LoginComponent { LoginComponent(parent: self, session: session) }
}

private final class _LoginComponentScopes: Sendable {
  let loginViewModel = Sword.WeakReferenceScope<LoginViewModel>()
}

extension LoginComponent {
  private var _swordScopes: _LoginComponentScopes { _swordStorage.scopes(_LoginComponentScopes.init) }

  var repo: Repo { parent.repo }

  var loginViewModel: LoginViewModel {
    _swordScopes.loginViewModel.get { LoginViewModel(repo: self.repo, session: self.session) }
  }
}
