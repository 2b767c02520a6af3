import SwordGenerator
import XCTest

/// The request chains, cycles and scope captures of graph diagnostics, on in-memory sources.
final class RequestChainTests: XCTestCase {
  func testTheChainFollowsTheShortestWayFromAnAccessorThroughIntermediateBindings() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class LoginComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Scheduler { @Injected init(1️⃣clock: Clock) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Sync { @Injected init(scheduler: Scheduler) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Outer { @Injected init(middle: Middle) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Middle { @Injected init(sync: Sync) {} }
        @Dependency(registeredTo: LoginComponent.self)
        final class Login { @Injected init(sync: Sync) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.missingBinding])
    XCTAssertEqual(diagnostics[0].location, fixture.location("1️⃣", module: "App"))
    // Sync is reached from Login (one step) and from Outer (two steps): the shorter way is printed.
    XCTAssertEqual(
      diagnostics[0].detail,
      [
        "Clock is injected at", "    [AppComponent] Scheduler.init(clock:)",
        "Scheduler is injected at", "    [AppComponent] Sync.init(scheduler:)",
        "Sync is injected at", "    [LoginComponent] Login.init(sync:)",
        "Login is requested at", "    [LoginComponent] LoginComponent.login",
      ])
  }

  func testAVeryLongChainKeepsItsEndsAndCountsWhatItSkips() {
    var source = "@Component final class AppComponent {}\n"
    for level in 0..<30 {
      let parameter = level == 29 ? "clock: Clock" : "l\(level + 1): L\(level + 1)"
      source +=
        "@Dependency(registeredTo: AppComponent.self) final class L\(level) { @Injected init(\(parameter)) {} }\n"
    }
    let diagnostics = GraphFixture(["App": [source]]).build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.missingBinding])
    let detail = diagnostics[0].detail
    // The failing request, 12 injections, the gap, 12 injections, the accessor.
    XCTAssertEqual(detail.count, 2 + 24 + 1 + 24 + 2)
    XCTAssertEqual(detail[2], "L29 is injected at")
    XCTAssertEqual(detail[26], "… 5 more injections …")
    XCTAssertEqual(
      detail.suffix(4),
      [
        "L1 is injected at", "    [AppComponent] L0.init(l1:)", "L0 is requested at",
        "    [AppComponent] AppComponent.l0",
      ])
  }

  func testACycleReachedFromAnAccessorReadsFromItsEntryAndIsReportedOnce() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(b: B) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class A { @Injected init(2️⃣b: B) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class B { @Injected init(1️⃣a: A) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.dependencyCycle])
    XCTAssertEqual(diagnostics[0].location, fixture.location("1️⃣", module: "App"))
    XCTAssertTrue(diagnostics[0].message.contains("B → A → B"), diagnostics[0].message)
    XCTAssertEqual(
      diagnostics[0].detail,
      [
        "B is injected at", "    [AppComponent] A.init(b:)",
        "A is injected at", "    [AppComponent] B.init(a:)",
        "B is injected at", "    [AppComponent] Screen.init(b:)",
        "Screen is requested at", "    [AppComponent] AppComponent.screen",
      ])
    XCTAssertEqual(diagnostics[0].notes.map(\.location), [fixture.location("2️⃣", module: "App")])
  }

  func testASingleThatHoldsAWeakReferenceThroughAnUnscopedBindingIsReported() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self, scopedWith: 2️⃣.weakReference)
        final class Session { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Presenter { @Injected init(session: Session) {} }
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class Analytics { @Injected init(1️⃣presenter: Presenter) {} }
        @Dependency(registeredTo: AppComponent.self, scopedWith: .weakReference)
        final class Screen { @Injected init(presenter: Presenter) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.shorterLivedCapture])
    XCTAssertEqual(diagnostics[0].location, fixture.location("1️⃣", module: "App"))
    XCTAssertEqual(diagnostics[0].notes.map(\.location), [fixture.location("2️⃣", module: "App")])
    XCTAssertTrue(diagnostics[0].message.hasPrefix("'Analytics' is .single and captures 'Session'"))
  }

  func testAScopedBindingAskingForASubcomponentsBindingIsAShorterLivedCapture() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class LoginComponent {}
        @Dependency(registeredTo: LoginComponent.self)
        final class 2️⃣Form { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class Cache { @Injected init(1️⃣form: Form) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Plain { @Injected init(3️⃣form: Form) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.shorterLivedCapture, .missingBinding])
    XCTAssertEqual(
      diagnostics.map(\.location), [fixture.location("1️⃣", module: "App"), fixture.location("3️⃣", module: "App")])
    XCTAssertEqual(diagnostics[0].notes.first?.location, fixture.location("2️⃣", module: "App"))
    // The unscoped one is told where the binding should move.
    XCTAssertTrue(
      diagnostics[1].notes[0].message.contains("registeredTo: AppComponent.self"), diagnostics[1].notes[0].message)
  }

  func testMissingBindingSuggestionsPointAtWhatIsNear() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class 1️⃣Clock { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class 2️⃣Settings { init() {} }
        struct 3️⃣Theme { init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(clock: Clock!, settings: Settings, theme: Theme, clok: Clok) {} }
        """
      ]
    ])
    // `Clock!` asks for `Clock` (an implicitly unwrapped parameter takes the value itself).
    let missing = fixture.build().diagnostics.filter { $0.id == .missingBinding }
    XCTAssertEqual(missing.count, 3)
    let byType = Dictionary(uniqueKeysWithValues: missing.map { ($0.detail[0], $0) })
    XCTAssertNil(byType["Clock! is injected at"])
    XCTAssertNotNil(fixture.location("1️⃣", module: "App"))
    let unbound = byType["Settings is injected at"]!
    XCTAssertTrue(unbound.message.contains("none of its initializers is marked @Injected"), unbound.message)
    XCTAssertEqual(unbound.notes.map(\.location), [fixture.location("2️⃣", module: "App")])
    let plain = byType["Theme is injected at"]!
    XCTAssertTrue(plain.message.contains("the struct 'Theme' has no @Dependency"), plain.message)
    XCTAssertTrue(plain.message.contains("mark the initializer Sword should call with @Injected"), plain.message)
    XCTAssertEqual(plain.notes.map(\.location), [fixture.location("3️⃣", module: "App")])
    XCTAssertTrue(byType["Clok is injected at"]!.message.hasSuffix("did you mean 'Clock'?"))
  }
}

/// One missing type is one error, whoever asks for it.
final class MissingRequestsTests: XCTestCase {
  func testOneMissingTypeIsOneErrorListingEveryRequesterWithAdviceForTheirCommonAncestor() {
    let fixture = GraphFixture([
      "App": [
        """
        protocol APIClient {}
        @Component final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class LoginComponent {}
        @Subcomponent(of: AppComponent.self) final class SettingsComponent {}
        @Dependency(registeredTo: LoginComponent.self)
        final class LoginViewModel { @Injected init(1️⃣api: APIClient) {} }
        @Dependency(registeredTo: SettingsComponent.self)
        final class SettingsViewModel { @Injected init(2️⃣api: APIClient) {} }
        @Dependency(registeredTo: LoginComponent.self)
        final class LoginForm { @Injected init(3️⃣api: APIClient) {} }
        """
      ]
    ])
    let missing = fixture.build().diagnostics.filter { $0.id == .missingBinding }
    XCTAssertEqual(missing.count, 1, missing.map(\.rendered).joined(separator: "\n"))
    let error = missing[0]
    XCTAssertEqual(error.location, fixture.location("1️⃣", module: "App"))
    XCTAssertTrue(
      error.message.hasPrefix(
        "'APIClient' has no binding in LoginComponent and SettingsComponent; it is a protocol: "
          + "add @Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self)"), error.message)
    XCTAssertEqual(
      Array(error.notes.prefix(2).map(\.location)), ["2️⃣", "3️⃣"].map { fixture.location($0, module: "App") })
    XCTAssertTrue(
      error.notes[0].message.hasPrefix(
        "'APIClient' is also injected at [SettingsComponent] SettingsViewModel.init(api:)"))
  }
}

extension MissingRequestsTests {
  func testATypeThatLostItsDependencyIsNamed() {
    let fixture = GraphFixture([
      "App": [
        """
        protocol APIClient {}
        @Component final class AppComponent {}
        final class 1️⃣DefaultAPIClient: Sendable, APIClient { @Injected init() {} }
        struct 2️⃣Clock { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(api: APIClient, clock: Clock) {} }
        """
      ]
    ])
    let messages = fixture.build().diagnostics.filter { $0.id == .missingBinding }
    XCTAssertEqual(messages.count, 2)
    XCTAssertTrue(
      messages[0].message.hasSuffix(
        "it is a protocol, and 'DefaultAPIClient' implements it with an @Injected init but "
          + "has no @Dependency: add @Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self) to "
          + "'DefaultAPIClient'"), messages[0].message)
    XCTAssertEqual(messages[0].notes.first?.location, fixture.location("1️⃣", module: "App"))
    XCTAssertTrue(
      messages[1].message.hasSuffix(
        "the struct 'Clock' has an @Injected init but no @Dependency: add "
          + "@Dependency(registeredTo: AppComponent.self) to it"), messages[1].message)
    XCTAssertEqual(messages[1].notes.first?.location, fixture.location("2️⃣", module: "App"))
  }
}
