import AppGraph
import DesignSystem
import Model
import Repositories
import Sword

/// Signs a user up.
@Dependency(registeredTo: AppComponent.self)
public final class SignUpViewModel {
  let accounts: AccountRepository

  @Injected
  public init(accounts: AccountRepository) {
    self.accounts = accounts
  }

  public func signUp(name: String) -> User {
    let user = User(name: name)
    accounts.add(user)
    return user
  }
}
