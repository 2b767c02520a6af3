import Dispatch
import Sword
import XCTest

final class ComponentStorageTests: XCTestCase {
  private final class Scopes: Sendable {
    let number = SingleScope<Int>()
  }

  func testScopesAreMadeOnceAndReturnedAfterwards() {
    let storage = ComponentStorage()
    var calls = 0
    let first = storage.scopes {
      calls += 1
      return Scopes()
    }
    let second = storage.scopes {
      calls += 1
      return Scopes()
    }
    XCTAssertTrue(first === second)
    XCTAssertEqual(calls, 1)
  }

  func testOneScopesObjectUnderContention() {
    let storage = ComponentStorage()
    let makes = Counter()
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 {
        let scopes = storage.scopes {
          makes.increment()
          return Scopes()
        }
        seen.insert(scopes)
      }
    }
    XCTAssertEqual(makes.value, 1)
    XCTAssertEqual(seen.count, 1)
  }

  func testEachStorageHasItsOwnScopes() {
    let one = ComponentStorage().scopes(Scopes.init)
    let other = ComponentStorage().scopes(Scopes.init)
    XCTAssertFalse(one === other)
  }
}
