import Dispatch
import Sword
import XCTest

final class WeakReferenceScopeTests: XCTestCase {
  private final class Player: @unchecked Sendable {}

  func testSharesTheInstanceWhileItIsHeld() {
    let scope = WeakReferenceScope<Player>()
    let held = scope.get { Player() }
    let again = scope.get { Player() }
    XCTAssertTrue(held === again)
  }

  func testCreatesANewInstanceAfterTheLastHolderReleasedIt() {
    let scope = WeakReferenceScope<Player>()
    var held: Player? = scope.get { Player() }
    weak let released = held
    held = nil
    XCTAssertNil(released, "the scope must not keep the instance alive")
    var calls = 0
    let next = scope.get {
      calls += 1
      return Player()
    }
    XCTAssertEqual(calls, 1)
    XCTAssertTrue(scope.get { Player() } === next)
  }

  func testOneInstanceWhileHeldWhenManyThreadsAsk() {
    let scope = WeakReferenceScope<Player>()
    let holder = scope.get { Player() }
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 {
        seen.insert(scope.get { Player() })
      }
    }
    XCTAssertEqual(seen.count, 1)
    XCTAssertTrue(scope.get { Player() } === holder)
  }
}
