import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs the README example through the generated code and checks each behaviour the README promises.
@main
struct MyApp {
  static func main() {
    let component = AppComponent(
      envVars: EnvVars(baseURL: URL(string: "https://example.com")!)
    )
    var failures = 0
    func expect(_ condition: Bool, _ what: String) {
      print(condition ? "ok   \(what)" : "FAIL \(what)")
      if !condition { failures += 1 }
    }

    expect(component.envVars.baseURL.absoluteString == "https://example.com", "component arguments")
    expect(component.apiClient is DefaultAPIClient, "boundTo: APIClient")
    expect(component.apiClient.baseURL == component.envVars.baseURL, "EnvVars injected into DefaultAPIClient")
    expect(component.userRepository === component.userRepository, "single scope in AppComponent")
    expect(component.urlSession === component.urlSession, "single scope on a @Provider")
    expect(component.urlSession.configuration.timeoutIntervalForRequest == 30, "@Provider's own construction")

    let login = LoginNavigation(component: component.makeLoginComponent())
    expect(login.screen.viewModel === login.screen.viewModel, "single scope in LoginComponent")
    let nextLogin = LoginNavigation(component: component.makeLoginComponent())
    expect(nextLogin.screen.viewModel !== login.screen.viewModel, "a new login flow has a new LoginViewModel")
    expect(
      stored("userRepository", of: login.screen.viewModel) === component.userRepository,
      "LoginComponent reaches AppComponent's UserRepository")

    let detail = UserNavigation(component: component).detailScreen(userID: "42").viewModel
    expect(detail.userID == "42", "assisted injection of userID")
    expect(stored("userRepository", of: detail) === component.userRepository, "assisted factory injects the rest")

    if failures > 0 {
      print("\(failures) check(s) failed")
      exit(1)
    }
    print("All README checks passed")
  }

  /// Reads a private stored property, so the README's sources stay exactly as written.
  static func stored(_ name: String, of object: Any) -> AnyObject? {
    Mirror(reflecting: object).children.first { $0.label == name }?.value as AnyObject?
  }
}
