import Sword

// What `sword generate` writes for `AppGraph.swift`, by hand: typed scopes created once per component, direct
// initializer calls, a factory per subcomponent, assisted parameters as accessor arguments.

private final class _AppComponentScopes: Sendable {
  let repo = Sword.SingleScope<Repo>()
  let string = Sword.SingleScope<String>()
  let screen = Sword.SingleScope<Screen>()
}

extension AppComponent {
  private func _swordScopes<Result>(_ body: (_AppComponentScopes) -> Result) -> Result {
    _swordStorage.scopes(_AppComponentScopes.init, body)
  }

  var repo: Repo { _swordScopes { $0.repo.get { Repo(envVars: self.envVars) } } }

  var string: String { _swordScopes { $0.string.get { AppModule.greeting(envVars: self.envVars) } } }

  func userDetail(userID: Int) -> UserDetail { UserDetail(userID: userID, repo: self.repo) }

  @MainActor
  var screen: Screen { _swordScopes { $0.screen.get { Screen(repo: self.repo) } } }

  func makeLoginComponent(session: Session) -> LoginComponent { LoginComponent(parent: self, session: session) }
}

private final class _LoginComponentScopes: Sendable {
  let loginViewModel = Sword.WeakReferenceScope<LoginViewModel>()
}

extension LoginComponent {
  private func _swordScopes<Result>(_ body: (_LoginComponentScopes) -> Result) -> Result {
    _swordStorage.scopes(_LoginComponentScopes.init, body)
  }

  var repo: Repo { parent.repo }

  var loginViewModel: LoginViewModel {
    _swordScopes { $0.loginViewModel.get { LoginViewModel(repo: self.repo, session: self.session) } }
  }
}
