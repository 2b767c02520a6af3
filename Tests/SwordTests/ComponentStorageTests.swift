import Dispatch
import Sword
import XCTest

final class ComponentStorageTests: XCTestCase {
  private final class Scopes: Sendable {
    let number = SingleScope<Int>()

    /// Does some work first, so that storage without a lock lets a second thread in while the first is making.
    static func slowly() -> Scopes {
      var total = 0
      for value in 0..<20_000 { total &+= value }
      precondition(total > 0)
      return Scopes()
    }
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
    // 100 storages asked in turn by 8 threads: each storage's first call is a fresh race.
    let storages = (0..<100).map { _ in ComponentStorage() }
    let makes = Counter()
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for ask in 0..<10_000 {
        let scopes = storages[ask % storages.count].scopes {
          makes.increment()
          return Scopes.slowly()
        }
        seen.insert(scopes)
      }
    }
    XCTAssertEqual(makes.value, storages.count)
    XCTAssertEqual(seen.count, storages.count)
  }

  func testEachStorageHasItsOwnScopes() {
    let one = ComponentStorage().scopes(Scopes.init)
    let other = ComponentStorage().scopes(Scopes.init)
    XCTAssertFalse(one === other)
  }
}
