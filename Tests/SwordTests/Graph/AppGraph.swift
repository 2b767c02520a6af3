import Sword

// A small app written the way Sword users write it; `GeneratedAppGraph.swift` is what the generator would add.

public struct EnvVars: Sendable {
  public let baseURL: String
}

public struct Session: Sendable {
  public let token: String
}

@Component(arguments: EnvVars.self)
final class AppComponent {}

@Subcomponent(of: AppComponent.self, arguments: Session.self)
final class LoginComponent {}

@Subcomponent(of: AppComponent.self)
final class SettingsComponent {}

@Component(arguments: .init(EnvVars.self), .init(Session.self))
public final class PublicComponent {}

@Component
final class EmptyComponent {}

@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class Repo: Sendable {
  let envVars: EnvVars

  @Injected
  init(envVars: EnvVars) {
    self.envVars = envVars
  }
}

@Dependency(registeredTo: LoginComponent.self, scopedWith: .weakReference)
final class LoginViewModel {
  let repo: Repo
  let session: Session

  @Injected
  init(repo: Repo, session: Session) {
    self.repo = repo
    self.session = session
  }
}

@Dependency(registeredTo: AppComponent.self)
struct UserDetail {
  let userID: Int
  let repo: Repo

  @Injected
  init(@Assisted userID: Int, repo: Repo) {
    self.userID = userID
    self.repo = repo
  }
}

@Module(registeredTo: AppComponent.self)
enum AppModule {
  @Provider(scopedWith: .single)
  static func greeting(envVars: EnvVars) -> String {
    "hello from \(envVars.baseURL)"
  }
}

@MainActor
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class Screen {
  let repo: Repo

  @Injected
  init(repo: Repo) {
    self.repo = repo
  }
}

@MainActor
@Component(arguments: EnvVars.self)
final class ScreenComponent {}
