import Sword
import XCTest

final class MockValuesTests: XCTestCase {
  private protocol Backend { var name: String { get } }
  private struct FakeBackend: Backend { var name = "fake" }

  func testAValueLeftOutKeepsNothingAndAValuePassedIsReadBackUnderItsKey() {
    let values = MockValues()
    values.set(0x10, Int?.none)
    values.set(0x20, "passed")
    XCTAssertNil(values.value(0x10) as Int?)
    XCTAssertEqual(values.value(0x20) as String?, "passed")
    XCTAssertNil(values.value(0x30) as String?)
    XCTAssertEqual(values.required(0x20) as String, "passed")
  }

  func testAnExistentialKeptAsItsDeclaredTypeIsReadBackAsThatType() {
    let values = MockValues()
    let backend: any Backend = FakeBackend()
    // What the generated `mock(…)` writes for a required parameter: the declared type, not the opened one.
    values.set(0x10, backend as (any Backend)?)
    let optional: (any Backend)? = FakeBackend(name: "optional")
    values.set(0x20, optional)
    XCTAssertEqual((values.required(0x10) as any Backend).name, "fake")
    XCTAssertEqual((values.value(0x20) as (any Backend)?)?.name, "optional")
  }

  func testAClosureIsReadBackAndCalled() {
    let values = MockValues()
    let make: ((_ index: Int) -> String)? = { "row \($0)" }
    values.set(0x10, make)
    let read: ((_ index: Int) -> String)? = values.value(0x10)
    XCTAssertEqual(read?(3), "row 3")
  }
}
