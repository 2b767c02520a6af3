import Dispatch
import Sword
import XCTest

final class SingleScopeTests: XCTestCase {
  private final class Box: @unchecked Sendable {
    /// Does some work first, so that a scope without a lock lets a second thread in while the first is making.
    static func slowly() -> Box {
      var total = 0
      for value in 0..<20_000 { total &+= value }
      precondition(total > 0)
      return Box()
    }
  }

  func testGetReturnsTheFirstInstanceAndDoesNotCallMakeAgain() {
    let scope = SingleScope<Box>()
    var calls = 0
    let first = scope.get {
      calls += 1
      return Box()
    }
    let second = scope.get {
      calls += 1
      return Box()
    }
    XCTAssertTrue(first === second)
    XCTAssertEqual(calls, 1)
  }

  func testValueTypesAndOptionalsAreKeptToo() {
    let number = SingleScope<Int>()
    XCTAssertEqual(number.get { 1 }, 1)
    XCTAssertEqual(number.get { 2 }, 1)
    // A provider may return an optional; a stored `nil` is still a stored value.
    let optional = SingleScope<Int?>()
    XCTAssertNil(optional.get { nil })
    XCTAssertNil(optional.get { 3 })
  }

  func testOneInstanceWhenEightThreadsAskTenThousandTimes() {
    // 100 scopes asked in turn: each scope's first `get` is a fresh race between the threads.
    let scopes = (0..<100).map { _ in SingleScope<Box>() }
    let makes = Counter()
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for ask in 0..<10_000 {
        let box = scopes[ask % scopes.count].get {
          makes.increment()
          return Box.slowly()
        }
        seen.insert(box)
      }
    }
    XCTAssertEqual(makes.value, scopes.count)
    XCTAssertEqual(seen.count, scopes.count)
  }
}
