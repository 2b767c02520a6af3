import Sword

// What `sword generate` writes for `AppGraph.swift`, by hand: scoped instances looked up by number in the
// component's storage, direct initializer calls, a factory per subcomponent, assisted parameters as accessor arguments.

extension AppComponent {
  var repo: Repo { _swordStorage.single(0) { Repo(envVars: self.envVars) } }

  var string: String { _swordStorage.single(1) { AppModule.greeting(envVars: self.envVars) } }

  func userDetail(userID: Int) -> UserDetail { UserDetail(userID: userID, repo: self.repo) }

  @MainActor
  var screen: Screen { _swordStorage.single(2) { Screen(repo: self.repo) } }

  func makeLoginComponent(session: Session) -> LoginComponent { LoginComponent(parent: self, session: session) }
}

extension LoginComponent {
  var repo: Repo { parent.repo }

  var loginViewModel: LoginViewModel {
    _swordStorage.weakReference(0) { LoginViewModel(repo: self.repo, session: self.session) }
  }
}
