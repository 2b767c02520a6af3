import XCTest

@testable import SwordGenerator

/// Names that gave a success whose code did not compile, one class each: every name the generated code takes from
/// the user's code is written as Swift must spell it (backticks kept), qualified where something of Sword's could
/// hide it, and Sword's own names (locals, the overrides box, `Optional`) cannot be taken by a workspace name. Each
/// case is type-checked with and without test overrides, with and without `DEBUG`.
final class EscapedNamesCompileTests: XCTestCase {
  private func assertCompiles(_ modules: [String: [String]], file: StaticString = #filePath, line: UInt = #line) throws
  {
    try TypeCheck.requireBuild()
    for overrides in [false, true] {
      let fixture = GraphFixture(modules)
      var (graph, diagnostics) = fixture.build()
      graph.testOverrides = overrides
      XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [], file: file, line: line)
      let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
      for debug in [true, false] {
        let result = try TypeCheck.run(fixture, generated: generated, debug: debug)
        XCTAssertEqual(
          result.status, 0, "overrides \(overrides), DEBUG \(debug):\n\(result.output)", file: file, line: line)
      }
    }
  }

  /// `` `self` `` and `override` as assisted parameters: the factory's body used `self` and the test override's
  /// local `override`, which the parameters hid. Callers keep the initializer's labels.
  func testAssistedParametersNamedSelfOrOverride() throws {
    try assertCompiles([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self) final class Clock { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Flags { @Injected init(@Assisted override: Bool, @Assisted `self`: String, @Assisted Clock: Int, clock: Clock) {} }
        func use(_ app: AppComponent) {
          _ = app.flags(override: true, self: "s", Clock: 1)
          _ = app.flags(true, "s", 1)
        }
        """
      ]
    ])
  }

  /// A type named with a keyword in backticks, and a Swift 6.2 raw identifier: their backticks were lost.
  func testKeywordAndRawIdentifierTypeNames() throws {
    try assertCompiles([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self) final class `default` { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class `Raw Thing` { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class Store { @Injected init(d: `default`, r: `Raw Thing`) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class User { @Injected init(d: `default`, r: `Raw Thing`, @Assisted `in` value: Int) {} }
        func use(_ app: AppComponent) {
          let _: `default` = app.defaultInstance
          let _: `Raw Thing` = app.rawThing
        }
        """
      ]
    ])
  }

  /// Workspace types named like what the generated code writes: `Optional` (it wrote `Optional<…>`), `Overrides`
  /// (the struct it declares in each component's extension with test overrides), and standard-library names.
  func testTypesNamedLikeWhatTheGeneratedCodeUses() throws {
    try assertCompiles([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self) final class Optional { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class Overrides { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class Box { @Injected init(@Assisted n: Int, o: Optional, v: Overrides) {} }
        @Dependency(registeredTo: AppComponent.self) final class Array { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class Never { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class User { @Injected init(a: Array, n: Never, all: [Overrides]?) {} }
        @Module(registeredTo: AppComponent.self)
        enum Lists { @Provider static func all(o: Overrides) -> [Overrides] { [o] } }
        """
      ]
    ])
  }

  /// Workspace types named like a member type of a component, which member lookup inside the component's
  /// extensions finds first: `Parent` (every subcomponent's, from `Sword.Subcomponent`), and types and typealiases
  /// a component declares itself, in its body or in an extension in another module than the component's. Each was taken for the member
  /// (`cannot convert value of type 'FeedComponent.Parent' (aka 'AppComponent') to … 'Parent'`), in accessors,
  /// assisted factories, subcomponent factories' arguments and `Overrides` alike.
  func testTypesNamedLikeAComponentsMemberTypes() throws {
    try assertCompiles([
      "App": [
        """
        import Core
        import Sword
        extension AppComponent { enum Session {} }
        @Subcomponent(of: AppComponent.self, arguments: Session.self) final class FeedComponent {}
        @Dependency(registeredTo: FeedComponent.self) final class Parent { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self) final class Logger { @Injected init() {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Feed { @Injected init(logger: Logger, clock: Clock, @Assisted session: Session) {} }
        @Dependency(registeredTo: FeedComponent.self)
        final class Post { @Injected init(parent: Parent, logger: Logger, session: Session) {} }
        func use(_ app: AppComponent) {
          let _: Logger = app.logger
          _ = app.feed(session: Session())
          let _: Post = app.makeFeedComponent(session: Session()).post
        }
        """
      ],
      "Core": [
        """
        import Sword
        @Component public final class AppComponent {
          public struct Logger { public init() {} }
          public typealias Clock = Int
        }
        public final class Clock: Sendable { public init() {} }
        public final class Session: Sendable { public init() {} }
        @Module(registeredTo: AppComponent.self)
        public enum Clocks { @Provider public static func clock() -> Clock { Clock() } }
        """
      ],
    ])
  }

  /// A type under `@_spi` in another module: the generated file imports that module with the SPI group.
  func testSPITypesAreImportedWithTheirGroup() throws {
    try assertCompiles([
      "App": ["import Core\nenum AppMarker {}\n"],
      "Core": [
        """
        import Sword
        @Component public final class AppComponent {}
        @_spi(Tools) @Dependency(registeredTo: AppComponent.self) public final class Hidden { @Injected public init() {} }
        @Dependency(registeredTo: AppComponent.self)
        public final class User { @_spi(Tools) @Injected public init(h: Hidden) {} }
        """
      ],
    ])
  }
}

/// A parameter with a default value keeps its default when nothing binds its type, and is injected when something
/// does. It was refused as a missing `Int` without a word about its default.
final class DefaultedParameterTests: XCTestCase {
  func testADefaultIsUsedWhenNothingBindsTheTypeAndInjectionWhenSomethingDoes() throws {
    try TypeCheck.requireBuild()
    let unbound = GraphFixture([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Client { @Injected init(retries: Int = 3, tracer: Tracer? = Tracer(), clock: Clock) {} }
        @Dependency(registeredTo: AppComponent.self) final class Clock { @Injected init() {} }
        final class Tracer { init() {} }
        """
      ]
    ])
    let (graph, diagnostics) = unbound.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(generated.contains("Client(clock: self.clock)"), generated)
    XCTAssertEqual(try TypeCheck.run(unbound, generated: generated).status, 0)

    let bound = GraphFixture([
      "App": [
        """
        import Sword
        @Component(arguments: Int.self) final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Client { @Injected init(retries: Int = 3) {} }
        """
      ]
    ])
    let (boundGraph, _) = bound.build()
    let boundCode = Renderer.render(boundGraph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(boundCode.contains("Client(retries: self.int)"), boundCode)
  }
}
