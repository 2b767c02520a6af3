import Sword
import XCTest

/// Uses the macros on real declarations (`Graph/AppGraph.swift`) together with code shaped like the generator's
/// output (`Graph/GeneratedAppGraph.swift`): if an expansion stops compiling in Swift 6 mode, this target fails.
final class MacroUsageTests: XCTestCase {
  func testComponentStoresItsArgumentsAndConforms() {
    let app = AppComponent(envVars: EnvVars(baseURL: "https://example.com"))
    XCTAssertEqual(app.envVars.baseURL, "https://example.com")
    let component: any Component = app
    XCTAssertTrue(component === app)
    // A dynamic check: the conformance the extension role added is registered at run time too.
    let empty: AnyObject = EmptyComponent()
    XCTAssertTrue(empty is any Component)
    XCTAssertFalse(empty is any Subcomponent)
  }

  func testOlderComponentArgumentSpellingAndPublicAccess() {
    let component = PublicComponent(envVars: EnvVars(baseURL: "a"), session: Session(token: "t"))
    XCTAssertEqual(component.session.token, "t")
    XCTAssertEqual(component.envVars.baseURL, "a")
  }

  func testSingleScopedBindingIsSharedPerComponent() {
    let app = AppComponent(envVars: EnvVars(baseURL: "a"))
    XCTAssertTrue(app.repo === app.repo)
    XCTAssertEqual(app.string, "hello from a")
    let other = AppComponent(envVars: EnvVars(baseURL: "b"))
    XCTAssertFalse(app.repo === other.repo)
    XCTAssertEqual(other.repo.envVars.baseURL, "b")
  }

  func testAssistedParameterIsPassedByTheCaller() {
    let app = AppComponent(envVars: EnvVars(baseURL: "a"))
    let detail = app.userDetail(userID: 42)
    XCTAssertEqual(detail.userID, 42)
    XCTAssertTrue(detail.repo === app.repo)
  }

  func testSubcomponentKeepsItsParentArgumentsAndScopes() {
    let app = AppComponent(envVars: EnvVars(baseURL: "a"))
    let login = app.makeLoginComponent(session: Session(token: "t"))
    XCTAssertTrue(login.parent === app)
    XCTAssertEqual(login.session.token, "t")
    XCTAssertTrue(login.repo === app.repo)
    let viewModel = login.loginViewModel
    XCTAssertTrue(login.loginViewModel === viewModel)
    XCTAssertTrue(app.makeLoginComponent(session: Session(token: "u")).loginViewModel !== viewModel)
    XCTAssertTrue(LoginComponent.Parent.self == AppComponent.self)
    let settings = SettingsComponent(parent: app)
    XCTAssertTrue(settings.parent === app)
    XCTAssertTrue((settings as AnyObject) is any Subcomponent)
  }

  @MainActor
  func testMainActorBindingResolvesFromAMainActorAccessor() {
    let app = AppComponent(envVars: EnvVars(baseURL: "a"))
    XCTAssertTrue(app.screen === app.screen)
    XCTAssertTrue(app.screen.repo === app.repo)
  }

  @MainActor
  func testMainActorComponentExpandsToo() {
    let component = ScreenComponent(envVars: EnvVars(baseURL: "ui"))
    XCTAssertEqual(component.envVars.baseURL, "ui")
    XCTAssertTrue((component as AnyObject) is any Component)
  }
}
