import SwordGenerator
import XCTest

final class ValidatorTests: XCTestCase {
  func testAValidGraphHasNoDiagnostics() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component(arguments: EnvVars.self) final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class LoginComponent {}
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class UserRepository { @Injected init(envVars: EnvVars) {} }
        @Dependency(registeredTo: LoginComponent.self)
        final class LoginViewModel { @Injected init(userRepository: UserRepository, @Assisted name: String) {} }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(graph.componentNames, ["AppComponent", "LoginComponent"])
    XCTAssertEqual(graph.components["LoginComponent"]?.parent, "AppComponent")
    XCTAssertEqual(graph.components["AppComponent"]?.children, ["LoginComponent"])
    XCTAssertEqual(graph.resolve(graph.key(declared: "UserRepository", in: "App"), in: "LoginComponent")?.depth, 1)
    XCTAssertEqual(graph.resolve(BindingKey("EnvVars"), in: "AppComponent")?.binding.accessorName, "envVars")
    XCTAssertNil(graph.resolve(graph.key(declared: "LoginViewModel", in: "App"), in: "AppComponent"))
    XCTAssertNotNil(graph.resolve(graph.key(declared: "LoginViewModel", in: "App"), in: "LoginComponent"))
  }

  /// A parameter with two problems gets both in one run: where its binding exists (`#if`) and how it asks for it.
  func testEveryProblemOfOneParameterIsReportedInOneRun() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        #if DEBUG
        @Dependency(registeredTo: AppComponent.self)
        final class Inspector { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Loader { @Injected init() async throws {} }
        #endif
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(1️⃣inspector: Weak<Inspector>, 2️⃣loader: Lazy<Loader>) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics.sorted()
    XCTAssertEqual(
      diagnostics.map(\.id), [.conditionalBinding, .weakUnscoped, .conditionalBinding, .synchronousRequest],
      diagnostics.map(\.rendered).joined(separator: "\n"))
    XCTAssertEqual(
      diagnostics.map(\.location),
      ["1️⃣", "1️⃣", "2️⃣", "2️⃣"].map { fixture.location($0, module: "App") })
  }

  func testMissingBindingIsReportedAtTheParameterWithTheChain() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class LoginViewModel { @Injected init(1️⃣userRepository: UserRepository) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.missingBinding])
    XCTAssertEqual(diagnostics[0].location, fixture.location("1️⃣", module: "App"))
    XCTAssertEqual(
      diagnostics[0].detail,
      [
        "UserRepository is injected at",
        "    [AppComponent] LoginViewModel.init(userRepository:)",
        "LoginViewModel is requested at",
        "    [AppComponent] AppComponent.loginViewModel",
      ])
    XCTAssertTrue(diagnostics[0].message.hasPrefix("'UserRepository' has no binding in AppComponent"))
  }

  /// A mistyped tag is told of the nearest tag bound for the type (not the first in name order), and the chain
  /// says which tag each request asks for.
  func testAMistypedTagIsToldOfTheNearestTagAndTheChainNamesTags() {
    let fixture = GraphFixture([
      "App": [
        """
        enum AppName {}
        enum UserAgent {}
        @Component final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        enum Strings {
          @Provider @Named(AppName.self) static func appName() -> String { "App" }
          @Provider @Named(UserAgent.self) static func userAgent() -> String { "UA" }
        }
        @Dependency(registeredTo: AppComponent.self)
        final class Client { @Injected init(@Named(UserAgentt.self) 1️⃣agent: String) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics.filter { $0.id == .missingBinding }
    XCTAssertEqual(diagnostics.map(\.location), [fixture.location("1️⃣", module: "App")])
    XCTAssertTrue(
      diagnostics.first?.message.contains("'@Named(UserAgent) String' is bound: ask for '@Named(UserAgent.self)'")
        ?? false, diagnostics.first?.message ?? "")
    XCTAssertEqual(diagnostics.first?.detail.first, "@Named(UserAgentt) String is injected at")
  }

  func testMissingBindingRegisteredToAChildSaysWhere() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class LoginComponent {}
        @Dependency(registeredTo: LoginComponent.self)
        final class 1️⃣Session { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Tracker { @Injected init(session: Session) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.missingBinding])
    XCTAssertEqual(diagnostics[0].notes.first?.location, fixture.location("1️⃣", module: "App"))
    XCTAssertTrue(diagnostics[0].notes[0].message.contains("registered to 'LoginComponent'"))
  }

  func testDuplicateBindingListsEveryDeclaration() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component(arguments: 1️⃣Config.self) final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class 2️⃣Config { @Injected init() {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.duplicateBinding])
    XCTAssertEqual(diagnostics[0].location, fixture.location("2️⃣", module: "App"))
    XCTAssertEqual(diagnostics[0].notes.map(\.location), [fixture.location("1️⃣", module: "App")])
  }

  func testACycleIsReportedOnce() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class A { @Injected init(1️⃣b: B) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class B { @Injected init(c: C) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class C { @Injected init(a: A) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.dependencyCycle])
    XCTAssertEqual(diagnostics[0].location, fixture.location("1️⃣", module: "App"))
    XCTAssertTrue(diagnostics[0].message.contains("A → B → C → A"), diagnostics[0].message)
    XCTAssertEqual(
      diagnostics[0].detail,
      [
        "A is injected at", "    [AppComponent] C.init(a:)",
        "C is injected at", "    [AppComponent] B.init(c:)",
        "B is injected at", "    [AppComponent] A.init(b:)",
        "A is requested at", "    [AppComponent] AppComponent.a",
      ])
  }

  func testEveryProblemIsReportedInOneRun() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: 1️⃣AppComponnt.self)
        final class Lost { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Needy { @Injected init(a: Missing1, b: Missing2) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Loop { @Injected init(loop: Loop) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(
      diagnostics.map(\.id).sorted { $0.rawValue < $1.rawValue },
      [.dependencyCycle, .missingBinding, .missingBinding, .unknownComponent])
    let unknown = diagnostics.first { $0.id == .unknownComponent }!
    XCTAssertEqual(unknown.location, fixture.location("1️⃣", module: "App"))
    XCTAssertTrue(unknown.message.contains("did you mean 'AppComponent'?"), unknown.message)
  }

  func testAssistedTypeCannotBeInjected() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Detail { @Injected init(@Assisted id: Int) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(1️⃣detail: Detail) {} }
        """
      ]
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.assistedInjectedAsDependency])
    XCTAssertEqual(diagnostics[0].location?.line, fixture.location("1️⃣", module: "App").line)
  }

  func testAWeakReferenceProviderMustReturnAClassItsTargetsDeclareAsSuch() {
    // Only a return type a target declares as a struct, enum or protocol is reported, in the provider's module or one
    // its file imports; a class, or a type no visible target declares (Foundation's), is left to the compiler.
    let fixture = GraphFixture([
      "App": [
        """
        import Foundation
        import Core
        @Component final class AppComponent {}
        final class Player {}
        @Module(registeredTo: AppComponent.self)
        struct PlayModule {
          @Provider(scopedWith: .weakReference) static func player() -> Player { Player() }
          @Provider(scopedWith: .weakReference) static func formatter() -> NumberFormatter { NumberFormatter() }
          @Provider(scopedWith: .weakReference) static func 1️⃣score() -> Score { Score() }
          @Provider(scopedWith: .single) static func settings() -> Settings { Settings() }
        }
        """
      ],
      "Core": ["public struct 2️⃣Score { public init() {} }", "public struct Settings { public init() {} }"],
      // Not imported by the provider's file: its `NumberFormatter` is not the one the provider returns.
      "Other": ["public struct NumberFormatter {}"],
    ])
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.weakReferenceValueType])
    XCTAssertEqual(diagnostics.first?.location, fixture.location("1️⃣", module: "App"))
    XCTAssertEqual(diagnostics.first?.notes.map(\.location), [fixture.location("2️⃣", module: "Core")])
    XCTAssertEqual(
      diagnostics.first?.message,
      "'PlayModule.score()' returns 'Score', a struct; .weakReference needs a class. Use .single or make it a class")
  }

  func testInternalDeclarationsInOtherModulesAreNotVisible() {
    let fixture = GraphFixture([
      "App": ["@Component public final class AppComponent {}"],
      "Core": [
        """
        @Dependency(registeredTo: AppComponent.self)
        final class 1️⃣Hidden { @Injected 2️⃣init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Shown { @Injected 3️⃣init() {} }
        """
      ],
    ])
    // The type and its initializer are both reported: one run lists every change to make.
    let diagnostics = fixture.build().diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.notVisible, .notVisible, .notVisible])
    XCTAssertEqual(diagnostics.map(\.location), ["1️⃣", "2️⃣", "3️⃣"].map { fixture.location($0, module: "Core") })
    XCTAssertTrue(diagnostics[0].message.hasSuffix("make it public"))
  }

  func testTwoComponentsOfOneNameAreOneErrorNotMore() {
    let fixture = GraphFixture([
      "Alpha": [
        """
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Clock { @Injected public init() {} }
        """
      ],
      "Beta": [
        """
        @Component public final class 1️⃣AppComponent {}
        @Subcomponent(of: AppComponent.self) public final class LoginComponent {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Store { @Injected public init() {} }
        @Module(registeredTo: AppComponent.self)
        public struct BetaModule { @Provider public static func count() -> Int { 1 } }
        """
      ],
      "App": ["import Alpha"],
    ])
    let errors = fixture.build().diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.id), [.duplicateComponent], errors.map(\.rendered).joined(separator: "\n"))
    XCTAssertEqual(errors.first?.location, fixture.location("1️⃣", module: "Beta"))
  }

  func testPackageDeclarationsAreVisibleOnlyFromTheSamePackage() {
    var fixture = GraphFixture([
      "App": [
        "import Core\n@Dependency(registeredTo: AppComponent.self)\nprivate final class 4️⃣Secret { @Injected init() {} }"
      ],
      "Core": [
        """
        @Component package final class 1️⃣AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        package final class 2️⃣Store { @Injected package 3️⃣init() {} }
        """
      ],
    ])
    fixture.packageOfModule = ["App": "/ws", "Core": "/ws"]
    // Inside the same package only the private type is out of reach (its initializer is written internal).
    XCTAssertEqual(fixture.build().diagnostics.map(\.location), [fixture.location("4️⃣", module: "App")])
    XCTAssertTrue(fixture.build().diagnostics[0].message.contains("'private' to its file"))
    fixture.packageOfModule = ["App": "/ws", "Core": "/ws/Packages/Core"]
    let diagnostics = fixture.build().diagnostics.filter {
      $0.location?.file != fixture.location("4️⃣", module: "App").file
    }
    XCTAssertEqual(diagnostics.map(\.location), ["1️⃣", "2️⃣", "3️⃣"].map { fixture.location($0, module: "Core") })
    XCTAssertTrue(
      diagnostics[1].message.hasPrefix(
        "'Store' is 'package' in module 'Core', whose package is not the root module 'App's"),
      diagnostics[1].message)
  }

  func testModuleQualifiedReferencesResolve() {
    let fixture = GraphFixture([
      "App": ["@Component public final class AppComponent {}"],
      "Core": [
        """
        @Dependency(registeredTo: App.AppComponent.self)
        public final class Store { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Reader { @Injected public init(store: Core.Store) {} }
        """
      ],
    ])
    XCTAssertEqual(fixture.build().diagnostics, [])
  }
}
