@testable import SwordGenerator
import XCTest

/// A success means code that compiles: each case is generated and then type-checked with `swiftc` in Swift 6 mode
/// with warnings as errors (see ``TypeCheck``), together with code that calls the generated API the way apps do.
final class GeneratedCodeCompilesTests: XCTestCase {
  override func setUpWithError() throws {
    try TypeCheck.requireBuild()
  }

  /// Generates `fixture`'s code, failing on any error, and type-checks it.
  private func assertCompiles(
    _ fixture: GraphFixture, flags: [String] = [], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (graph, diagnostics) = fixture.build()
    let errors = diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.rendered), [], file: file, line: line)
    guard errors.isEmpty else { return }
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let result = try TypeCheck.run(fixture, generated: generated, flags: flags)
    XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
  }

  /// rockname/sword's generated API: assisted factories called without labels (its closure properties), with
  /// labels (ours), and taken as a value; a subcomponent reading its ancestors' bindings as its own members; a
  /// nested type's accessor named after its enclosing type (`Post.ID` → `postID`).
  func testRocknameSwordCallShapesCompile() throws {
    try assertCompiles(
      GraphFixture([
        "Feature": [
          """
          import Sword
          public struct Post: Sendable { public struct ID: Hashable, Sendable { public init() {} } }
          @Component(arguments: Post.ID.self)
          public final class AppComponent {}
          @Subcomponent(of: AppComponent.self)
          public final class LoginComponent {}
          @Subcomponent(of: LoginComponent.self)
          public final class FormComponent {}
          @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
          public final class UserRepository: Sendable { @Injected public init() {} }
          @Dependency(registeredTo: AppComponent.self)
          public final class PostDetailViewModel {
            public let id: Post.ID
            @Injected public init(@Assisted id: Post.ID, userRepository: UserRepository) { self.id = id }
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class VoiceMemoViewModel {
            @Injected public init(
              @Assisted timer: Int, @Assisted folder: String, @Assisted makeID: @escaping @Sendable () -> Int,
              @Assisted now: @escaping () -> Double, repository: UserRepository
            ) {}
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class Unlabelled { @Injected public init(@Assisted _ value: Int) {} }
          @Dependency(registeredTo: LoginComponent.self)
          public final class LoginViewModel { @Injected public init(repository: UserRepository) {} }
          """
        ],
        "App": [
          """
          import Feature
          import Sword
          func use() {
            let component = AppComponent(postID: Post.ID())
            _ = component.postDetailViewModel(Post.ID())
            _ = component.postDetailViewModel(id: Post.ID())
            _ = component.voiceMemoViewModel(1, "memos", { 3 }, { 0.5 })
            _ = component.voiceMemoViewModel(timer: 1, folder: "memos", makeID: { 3 }, now: { 0.5 })
            let make = component.postDetailViewModel
            _ = make(Post.ID())
            _ = [Post.ID()].map(component.postDetailViewModel)
            _ = component.unlabelled(3)
            let id: Post.ID = component.postID
            let login = component.makeLoginComponent()
            let repository: UserRepository = login.userRepository
            _ = login.postDetailViewModel(id)
            _ = login.loginViewModel
            let form = login.makeFormComponent()
            _ = form.userRepository === repository
            _ = form.loginViewModel
          }
          """
        ],
      ]))
  }

  /// Every form a parameter takes, injected and assisted alike.
  func testEveryParameterFormCompiles() throws {
    try assertCompiles(
      GraphFixture([
        "Forms": [
          """
          import Sword
          public protocol Store: AnyObject {}
          public typealias Handler<T> = (T) -> Void
          public final class Clock: Sendable { public init() {} }
          @Component public final class AppComponent {}
          @Dependency(registeredTo: AppComponent.self, boundTo: Store.self, scopedWith: .single)
          public final class MemoryStore: Store { @Injected public init() {} }
          @Module(registeredTo: AppComponent.self)
          public struct FormsModule {
            @Provider public static func clock() -> Clock { Clock() }
            @Provider public static func onDone() -> () -> Void { {} }
            @Provider public static func onTick() -> @Sendable () -> Void { {} }
            @Provider public static func intHandler() -> Handler<Int> { { _ in } }
            @Provider public static func curried() -> () -> () -> Int { { { 1 } } }
            @Provider public static func stores(store: any Store) -> [any Store] { [store] }
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class Receiver {
            @Injected public init(
              done: @escaping () -> Void, tick: @escaping @Sendable () -> Void, clock: sending Clock,
              borrowed: borrowing Clock, consumed: consuming Clock, lazyClock: @autoclosure () -> Clock,
              some store: some Store, any other: any Store, optionalStore: (any Store)?, stores: [any Store],
              unwrapped: Clock!, handler: Handler<Int>, curried: @escaping () -> () -> Int,
              defaulted: Clock = Clock()
            ) {}
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class Maker {
            @Injected public init(
              @Assisted done: @escaping () -> Void, @Assisted tick: @escaping @Sendable () -> Void,
              @Assisted sent: sending Clock, @Assisted consumed: consuming Clock,
              @Assisted some: some Store, @Assisted any: any Store,
              @Assisted optional: (any Store)?, @Assisted list: [any Store], @Assisted unwrapped: Int!,
              @Assisted handler: @escaping Handler<Int>, @Assisted curried: @escaping () -> () -> Int,
              @Assisted defaulted: Int = 3, clock: Clock
            ) {}
          }
          """
        ],
        "App": [
          """
          import Forms
          import Sword
          func use() {
            let component = AppComponent()
            _ = component.receiver
            let store = MemoryStore()
            _ = component.maker(
              done: {}, tick: {}, sent: Clock(), consumed: Clock(), some: store,
              any: store, optional: nil, list: [store], unwrapped: 2, handler: { _ in }, curried: { { 1 } },
              defaulted: 4)
            _ = component.maker({}, {}, Clock(), Clock(), store, store, nil, [store], 2, { _ in }, { { 1 } }, 4)
          }
          """
        ],
      ]))
  }
}

/// Parameters Sword cannot pass are reported where they are written, before anything is generated.
final class UnsupportedParameterTests: XCTestCase {
  func testInoutAndVariadicParametersAreLocatedErrors() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Counter { @Injected init(count: 1️⃣inout Int) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Loggers { @Injected init(@Assisted names: String2️⃣...) {} }
        @Module(registeredTo: AppComponent.self)
        struct AppModule { @Provider static func total(values: Int3️⃣...) -> Double { 0 } }
        """
      ]
    ])
    let unsupported = fixture.build().diagnostics.filter { $0.id == .unsupportedParameter }
    XCTAssertEqual(unsupported.map(\.location), ["1️⃣", "2️⃣", "3️⃣"].map { fixture.location($0, module: "App") })
    XCTAssertTrue(unsupported[0].message.contains("parameter 'count' is 'inout'"), unsupported[0].message)
    XCTAssertTrue(unsupported[1].message.contains("take an array '[String]' instead"), unsupported[1].message)
  }
}

/// Swift 6.2's default isolation and the upcoming features, in every combination of root and package settings:
/// the generated code compiles without a warning in each.
final class IsolationCompilesTests: XCTestCase {
  override func setUpWithError() throws {
    try TypeCheck.requireBuild()
  }

  static let upcomingFeatures = [
    "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "MemberImportVisibility", "ExistentialAny",
    "InternalImportsByDefault",
  ].flatMap { ["-enable-upcoming-feature", $0] }

  /// A feature package (`Features`) and a core package (`Core`), each with or without default `MainActor`
  /// isolation; the root (`App`) calls the generated API from the main actor.
  private func fixture(mainActorModules: Set<String>) -> GraphFixture {
    var fixture = GraphFixture([
      "Core": [
        """
        public import Sword
        public protocol Store: AnyObject, Sendable {}
        @Dependency(registeredTo: AppComponent.self, boundTo: Store.self, scopedWith: .single)
        public final class MemoryStore: Store { @Injected public init() {} }
        nonisolated public final class APIClient: Sendable { @Injected public init(store: any Store) {} }
        public struct Config: Sendable { public init() {} }
        @Component(arguments: Config.self)
        public final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        public struct CoreModule {
          @Provider(scopedWith: .single) public static func apiClient(store: any Store) -> APIClient { APIClient(store: store) }
        }
        """
      ],
      "Features": [
        """
        public import Core
        public import Sword
        @Subcomponent(of: AppComponent.self)
        public final class LoginComponent {}
        @Dependency(registeredTo: LoginComponent.self, scopedWith: .single)
        public final class LoginViewModel {
          @Injected public init(client: APIClient, store: any Store, config: Config) {}
        }
        @Dependency(registeredTo: AppComponent.self)
        public final class DetailViewModel {
          @Injected public init(@Assisted id: Int, @Assisted onClose: @escaping () -> Void, store: any Store) {}
        }
        @Dependency(registeredTo: AppComponent.self)
        nonisolated public final class Formatter: Sendable { @Injected public init() {} }
        """
      ],
      "App": [
        """
        import Core
        import Features
        import Sword
        @MainActor func use() {
          let component = AppComponent(config: Config())
          _ = component.detailViewModel(3, {})
          _ = component.detailViewModel(id: 3, onClose: {})
          _ = component.formatter
          let login = component.makeLoginComponent()
          _ = login.loginViewModel
          _ = login.apiClient
        }
        """
      ],
    ])
    fixture.mainActorModules = mainActorModules
    return fixture
  }

  func testEveryCombinationOfDefaultIsolationCompilesWithTheUpcomingFeatures() throws {
    for mainActorModules in [[], ["Core"], ["Features"], ["App"], ["Core", "Features"], ["Core", "Features", "App"]]
      as [Set<String>]
    {
      let fixture = fixture(mainActorModules: mainActorModules)
      var (graph, diagnostics) = fixture.build()
      XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [], "\(mainActorModules)")
      // Test overrides on where the isolation is mixed, off elsewhere.
      graph.testOverrides = mainActorModules.count == 1
      let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
      var moduleFlags: [String: [String]] = [:]
      for module in mainActorModules { moduleFlags[module] = ["-default-isolation", "MainActor"] }
      let result = try TypeCheck.run(
        fixture, generated: generated, order: ["Core", "Features"], flags: Self.upcomingFeatures,
        moduleFlags: moduleFlags)
      XCTAssertEqual(result.status, 0, "main actor by default in \(mainActorModules.sorted()):\n\(result.output)")
    }
  }
}

/// Bindings under `#if`: generated under the same condition, so that each configuration compiles.
final class ConditionalCompilationTests: XCTestCase {
  private let fixture = GraphFixture([
    "App": [
      """
      import Sword
      protocol Logger: AnyObject {}
      final class Clock { init() {} }
      @Component final class AppComponent {}
      #if DEBUG
      @Dependency(registeredTo: AppComponent.self, boundTo: Logger.self)
      final class ConsoleLogger: Logger { @Injected init() {} }
      #elseif TESTING
      @Dependency(registeredTo: AppComponent.self, boundTo: Logger.self)
      final class TestLogger: Logger { @Injected init(clock: Clock) {} }
      #else
      @Dependency(registeredTo: AppComponent.self, boundTo: Logger.self, scopedWith: .single)
      final class SilentLogger: Logger { @Injected init() {} }
      #endif
      #if os(Linux) || os(macOS)
      @Dependency(registeredTo: AppComponent.self)
      final class Desktop { @Injected init(logger: any Logger) {} }
      #endif
      #if false
      @Dependency(registeredTo: AppComponent.self)
      final class Never { @Injected init(missing: Missing) {} }
      #endif
      @Dependency(registeredTo: AppComponent.self)
      final class Screen { @Injected init(logger: any Logger) {} }
      #if canImport(Foundation)
      @Module(registeredTo: AppComponent.self)
      struct ClockModule { @Provider static func clock() -> Clock { Clock() } }
      #else
      @Module(registeredTo: AppComponent.self)
      struct FallbackClockModule { @Provider static func clock() -> Clock { Clock() } }
      #endif
      func use() {
        let component = AppComponent()
        _ = component.logger
        _ = component.screen
        #if os(Linux) || os(macOS)
        _ = component.desktop
        #endif
      }
      """
    ]
  ])

  func testEachConfigurationCompiles() throws {
    try TypeCheck.requireBuild()
    var (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    for overrides in [false, true] {
      graph.testOverrides = overrides
      let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
      XCTAssertTrue(generated.contains("#if !DEBUG && TESTING\n"), generated)
      XCTAssertTrue(generated.contains("#if !DEBUG && !TESTING\n"), generated)
      XCTAssertTrue(generated.contains("#if os(Linux) || os(macOS)\n"), generated)
      XCTAssertFalse(generated.contains("Never"), generated)
      for (debug, defines) in [(true, []), (false, []), (false, ["-DTESTING"])] {
        let result = try TypeCheck.run(fixture, generated: generated, flags: defines, debug: debug)
        XCTAssertEqual(result.status, 0, "DEBUG \(debug) \(defines), overrides \(overrides):\n\(result.output)")
      }
    }
  }

  func testABindingAskedForWhereItsConditionMayNotHoldIsALocatedError() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        #if DEBUG
        @Dependency(registeredTo: AppComponent.self)
        final class Inspector { @Injected init() {} }
        #endif
        @Dependency(registeredTo: AppComponent.self)
        final class Screen { @Injected init(1️⃣inspector: Inspector) {} }
        #if DEBUG
        @Dependency(registeredTo: AppComponent.self)
        final class DebugScreen { @Injected init(inspector: Inspector) {} }
        #endif
        @Module(registeredTo: AppComponent.self)
        struct Plugins {
          #if DEBUG
          @Provider @IntoArray static func 2️⃣inspector() -> Int { 1 }
          #endif
        }
        """
      ]
    ])
    let problems = fixture.build().diagnostics.filter { $0.id == .conditionalBinding }
    XCTAssertEqual(problems.map(\.location), ["1️⃣", "2️⃣"].map { fixture.location($0, module: "App") })
    XCTAssertTrue(
      problems.first?.message.hasPrefix(
        "'Inspector' is bound only when 'DEBUG', but Screen.init(inspector:) asks for it in every configuration") ?? false,
      problems.first?.message ?? "")
  }

  func testConditionsAreWrittenAndCombinedAsTheCompilerReadsThem() {
    XCTAssertEqual(ConditionText.negated("DEBUG"), "!DEBUG")
    XCTAssertEqual(ConditionText.negated("!DEBUG"), "DEBUG")
    XCTAssertEqual(ConditionText.negated("os(iOS) || os(macOS)"), "!(os(iOS) || os(macOS))")
    XCTAssertEqual(ConditionText.negated("!(os(iOS) || os(macOS))"), "os(iOS) || os(macOS)")
    XCTAssertEqual(ConditionText.joined(["DEBUG", "os(iOS) || os(macOS)"]), "DEBUG && (os(iOS) || os(macOS))")
    XCTAssertTrue(ConditionText.covers([["DEBUG"], ["!DEBUG", "TESTING"], ["!DEBUG", "!TESTING"]], under: []))
    XCTAssertFalse(ConditionText.covers([["DEBUG"], ["!DEBUG", "TESTING"]], under: []))
    XCTAssertTrue(ConditionText.covers([["DEBUG"], ["!DEBUG", "TESTING"]], under: ["!DEBUG", "TESTING"]))
    XCTAssertTrue(ConditionText.exclusive(["DEBUG"], ["!DEBUG", "TESTING"]))
  }
}

/// Names that another imported module also declares: the generated code imports each workspace type it names
/// with a scoped import, which wins over Foundation's `DateFormatter` and the like.
final class ShadowedNamesCompileTests: XCTestCase {
  func testAWorkspaceTypeNamedLikeAFoundationTypeCompiles() throws {
    try TypeCheck.requireBuild()
    let fixture = GraphFixture([
      "Formatting": [
        """
        import Foundation
        public import Sword
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        public final class DateFormatter: Sendable { @Injected public init() {} }
        #if DEBUG
        @Dependency(registeredTo: AppComponent.self)
        public final class Timer { @Injected public init(formatter: Formatting.DateFormatter) {} }
        #endif
        """
      ],
      "App": [
        """
        import Formatting
        func use() {
          let component = AppComponent()
          _ = component.dateFormatter
          #if DEBUG
          _ = component.timer
          #endif
        }
        """,
      ],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(generated.contains("import class Formatting.DateFormatter\n"), generated)
    XCTAssertTrue(generated.contains("#if DEBUG\nimport class Formatting.Timer\n#endif\n"), generated)
    for debug in [true, false] {
      let result = try TypeCheck.run(fixture, generated: generated, debug: debug)
      XCTAssertEqual(result.status, 0, "DEBUG \(debug):\n\(result.output)")
    }
  }

  func testOnlyNamesThatAreNotMembersAreTypeNames() {
    XCTAssertEqual(
      ScopedImports.typeNames(in: "var a: Post.ID { Post.ID(self.store, _x: Kind.a) }"),
      ["var", "a", "Post", "self", "_x", "Kind"])
  }
}

/// Valid names that once gave generated code that did not compile: each now compiles or is a located error.
final class NameCatalogueTests: XCTestCase {
  func testNamesWithoutCaseKeywordsAndBackticksCompile() throws {
    try TypeCheck.requireBuild()
    try assertCompiles(
      GraphFixture([
        "App": [
          """
          import Sword
          @Component final class AppComponent {}
          @Dependency(registeredTo: AppComponent.self)
          final class lowerThing { @Injected init() {} }
          @Dependency(registeredTo: AppComponent.self)
          final class 日本語 { @Injected init(thing: lowerThing) {} }
          @Dependency(registeredTo: AppComponent.self)
          final class Flags {
            @Injected init(@Assisted override: Bool, @Assisted `default`: Int, @Assisted `in` value: Int, @Assisted `self`: String) {}
          }
          @Dependency(registeredTo: AppComponent.self)
          final class `Protocol` { @Injected init() {} }
          #if false
          @Dependency(registeredTo: AppComponent.self)
          final class NeverCompiled { @Injected init(missing: Missing) {} }
          #endif
          func use() {
            let component = AppComponent()
            let _: lowerThing = component.lowerThingInstance
            let _: 日本語 = component.日本語Instance
            _ = component.flags(override: true, default: 1, in: 2, self: "s")
            _ = component.flags(true, 1, 2, "s")
            _ = component.protocol
          }
          """
        ]
      ]))
  }

  func testGenericContextsAndShadowedModulesAreLocatedErrors() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        struct Outer<T> {
          @Dependency(registeredTo: AppComponent.self)
          final class 1️⃣Inner { @Injected init() {} }
        }
        @Dependency(registeredTo: AppComponent.self)
        final class 2️⃣Repository<Element> { @Injected init() {} }
        struct 3️⃣Sword {}
        """
      ],
      "Networking": [
        """
        public enum 4️⃣Networking {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Logger { @Injected public init() {} }
        """
      ],
      "Analytics": [
        """
        @Dependency(registeredTo: AppComponent.self)
        public final class Logger { @Injected public init() {} }
        """
      ],
    ])
    let diagnostics = fixture.build().diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(diagnostics.map(\.id), [.genericDeclaration, .genericDeclaration, .shadowedModule, .shadowedModule])
    XCTAssertEqual(
      Set(diagnostics.map(\.location)),
      Set([("1️⃣", "App"), ("2️⃣", "App"), ("3️⃣", "App"), ("4️⃣", "Networking")].map { fixture.location($0.0, module: $0.1) }))
    let messages = diagnostics.map(\.message).joined(separator: "\n")
    XCTAssertTrue(messages.contains("'Outer.Inner' is nested in the generic type 'Outer'"), messages)
    XCTAssertTrue(messages.contains("the enum 'Networking' hides the module 'Networking'"), messages)
    XCTAssertTrue(messages.contains("'Networking.Logger'"), messages)
    XCTAssertTrue(messages.contains("the struct 'Sword' hides the module 'Sword'"), messages)
  }

  private func assertCompiles(_ fixture: GraphFixture, file: StaticString = #filePath, line: UInt = #line) throws {
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [], file: file, line: line)
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let result = try TypeCheck.run(fixture, generated: generated)
    XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
  }
}

extension ShadowedNamesCompileTests {
  func testWithoutAForeignImportOnlyNamesOfSwordsOwnTypesAreImportedOnTheirOwn() {
    let fixture = GraphFixture([
      "Core": [
        """
        @Component public final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        public final class Lazy { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class Clock { @Injected public init(lazy: Core.Lazy) {} }
        """
      ],
      "App": ["import Core"],
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let output = Renderer.render(graph, to: "/x").contents
    XCTAssertTrue(output.contains("import class Core.Lazy\n"), output)
    XCTAssertFalse(output.contains("import class Core.Clock"), output)
  }
}

extension NameCatalogueTests {
  func testNamesThatDifferOnlyInUnicodeNormalisationAreReported() {
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    XCTAssertEqual(composed, decomposed, "Swift's String compares them equal")
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class \(composed) { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class \(decomposed) { @Injected init() {} }
        """
      ]
    ])
    let problems = fixture.build().diagnostics.filter { $0.id == .ambiguousName }
    XCTAssertEqual(problems.count, 1)
    XCTAssertEqual(problems.first?.location?.line, 5)
  }
}
