import XCTest

@testable import SwordGenerator

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
