import XCTest

@testable import SwordGenerator

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
      // One `#if` per condition: none repeats a condition it is already under (`#if DEBUG` in `#if DEBUG`), and
      // nothing is written for a configuration the enclosing block excludes (overrides of a `!DEBUG` binding).
      XCTAssertEqual(Self.redundantConditions(in: generated), [], generated)
      if overrides {
        XCTAssertEqual(generated.components(separatedBy: "var logger: (any Logger)? = nil").count - 1, 1, generated)
      }
      for (debug, defines) in [(true, []), (false, []), (false, ["-DTESTING"])] {
        let result = try TypeCheck.run(fixture, generated: generated, flags: defines, debug: debug)
        XCTAssertEqual(result.status, 0, "DEBUG \(debug) \(defines), overrides \(overrides):\n\(result.output)")
      }
    }
  }

  /// The `#if` lines of `text` that repeat a conjunct of a block they are in, or contradict one.
  static func redundantConditions(in text: String) -> [String] {
    var open: [[String]] = []
    var found: [String] = []
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("#if ") {
        let conjuncts = line.dropFirst(4).components(separatedBy: " && ")
        let outer = open.flatMap { $0 }
        if conjuncts.contains(where: { outer.contains($0) || outer.contains(ConditionText.negated($0)) }) {
          found.append(line)
        }
        open.append(conjuncts)
      } else if line.hasPrefix("#elseif") || line == "#else" {
        open[open.count - 1] = []
      } else if line == "#endif" {
        open.removeLast()
      }
    }
    return found
  }

  func testOneInjectedInitializerPerConfigurationCompilesInEach() throws {
    try TypeCheck.requireBuild()
    let fixture = GraphFixture([
      "App": [
        """
        import Sword
        final class Clock { init() {} }
        @Component final class AppComponent {}
        @Module(registeredTo: AppComponent.self)
        struct ClockModule { @Provider static func clock() -> Clock { Clock() } }
        @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
        final class Store {
          #if DEBUG
          @Injected init() {}
          #else
          @Injected init(clock: Clock) {}
          #endif
        }
        func use() { _ = AppComponent().store }
        """
      ]
    ])
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(generated.contains("#if DEBUG\n  var store: Store {"), generated)
    XCTAssertTrue(generated.contains("#if !DEBUG\n  var store: Store {"), generated)
    for debug in [true, false] {
      let result = try TypeCheck.run(fixture, generated: generated, debug: debug)
      XCTAssertEqual(result.status, 0, "DEBUG \(debug):\n\(result.output)")
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
        "'Inspector' is bound only when 'DEBUG', but Screen.init(inspector:) asks for it in every configuration")
        ?? false,
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
