// rockname/sword's README example, written as it is there; only SwiftUI views are replaced by plain types
// (Navigation.swift) and the app's body by checks (MyApp.swift), so that it runs on Linux.
import Foundation
import Sword

struct EnvVars {
  let baseURL: URL
}

@Component(arguments: EnvVars.self)
final class AppComponent {
}

@Subcomponent(of: AppComponent.self)
final class LoginComponent {
}
