import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// Valid Swift that nests deep: never a crash or a hang; past what Sword parses, a located `Sword/SourceTooComplex`.
final class DeepNestingTests: XCTestCase {
  private func index(_ type: String, file: StaticString = #filePath, line: UInt = #line) -> (TargetIndex, TimeInterval)
  {
    let source = """
      @Component final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self)
      final class Holder { @Injected init(value: \(type)) {} }
      """
    // Processor time (every thread's: deep nesting is parsed on a thread of its own), which a loaded machine does
    // not inflate as it does wall time.
    let (index, seconds) = CPUClock.measure {
      TargetIndexer.index(moduleName: "App", sources: [("/ws/Holder.swift", source)])
    }
    return (index, seconds)
  }

  func testAThousandNestedGenericArgumentsAreALocatedErrorNotACrash() {
    let (index, _) = index(String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000))
    XCTAssertEqual(index.diagnostics.map(\.id), [.sourceTooComplex])
    // At the 101st `<`, one level deeper than Sword parses.
    XCTAssertEqual(
      index.diagnostics.first?.location, SourceLocation(file: "/ws/Holder.swift", line: 3, column: 43 + 6 * 101))
  }

  func testNestedArraysAreALocatedErrorNotAnExponentialParse() {
    let (index, seconds) = index(String(repeating: "[", count: 20) + "Int" + String(repeating: "]", count: 20))
    XCTAssertEqual(index.diagnostics.map(\.id), [.sourceTooComplex])
    XCTAssertLessThan(seconds, 5, "nested arrays must not be parsed in exponential time (seconds of CPU)")
  }

  func testNestingPeopleWriteIsParsed() {
    let (shallow, _) = index(String(repeating: "[", count: 8) + "Int" + String(repeating: "]", count: 8))
    XCTAssertEqual(shallow.diagnostics, [])
    XCTAssertEqual(shallow.dependencies.first?.initializers.first?.parameters.first?.type.text, "[[[[[[[[Int]]]]]]]]")
    // Generic nesting deep enough to move parsing onto a thread of its own (over 24 levels) still parses.
    let (deep, _) = index(String(repeating: "Optional<", count: 40) + "Int" + String(repeating: ">", count: 40))
    XCTAssertEqual(deep.diagnostics, [])
    // Comparisons on many lines open no nesting that stays open.
    let comparisons = (0..<300).map { "let c\($0) = 1 < 2" }.joined(separator: "\n")
    let source = "@Component final class AppComponent {}\n" + comparisons
    XCTAssertEqual(TargetIndexer.index(moduleName: "App", sources: [("/ws/C.swift", source)]).diagnostics, [])
  }
}
