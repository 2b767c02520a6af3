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

  func testScopesWithBodyMakesOnceAndLendsTheSameObject() {
    let storage = ComponentStorage()
    var calls = 0
    let make = {
      calls += 1
      return Scopes()
    }
    let first = storage.scopes(make) { $0 }
    let number = storage.scopes(make) { $0.number.get { 7 } }
    let again = storage.scopes(make) { $0.number.get { 8 } }
    XCTAssertTrue(first === storage.scopes(make))
    XCTAssertEqual(number, 7)
    XCTAssertEqual(again, 7)
    XCTAssertEqual(calls, 1)
  }

  func testBodyRunsOutsideTheLockSoItMayAskAgain() {
    // The generated code resolves a binding's dependencies inside `body`; they go through the same storage.
    let storage = ComponentStorage()
    let inner = storage.scopes(Scopes.init) { outer in
      storage.scopes(Scopes.init) { $0 === outer }
    }
    XCTAssertTrue(inner)
  }

  func testOneScopesObjectUnderContentionWithBody() {
    let storages = (0..<100).map { _ in ComponentStorage() }
    let makes = Counter()
    let seen = IdentitySet()
    let numbers = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for ask in 0..<10_000 {
        storages[ask % storages.count].scopes({
          makes.increment()
          return Scopes.slowly()
        }) { scopes in
          seen.insert(scopes)
          numbers.insert(scopes.number)
        }
      }
    }
    XCTAssertEqual(makes.value, storages.count)
    XCTAssertEqual(seen.count, storages.count)
    XCTAssertEqual(numbers.count, storages.count)
  }

  func testEachStorageHasItsOwnScopes() {
    let one = ComponentStorage().scopes(Scopes.init)
    let other = ComponentStorage().scopes(Scopes.init)
    XCTAssertFalse(one === other)
  }
}
