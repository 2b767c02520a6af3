// Excluded in Package.swift: Sword must not read it (it would be a duplicate binding if it did).
import Components
import Sword

@Dependency(registeredTo: AppComponent.self)
public final class UserDetailViewModel {
  @Injected public init() {}
}
