import Dispatch
import Sword
import XCTest

final class ComponentStorageTests: XCTestCase {
  private final class Box: @unchecked Sendable {
    /// Does some work first, so that storage without a lock lets a second thread in while the first is making.
    static func slowly() -> Box {
      var total = 0
      for value in 0..<20_000 { total &+= value }
      precondition(total > 0)
      return Box()
    }
  }

  private protocol Clock: AnyObject {}
  private final class SystemClock: Clock {}

  func testASingleSlotIsMadeOnceAndEachSlotHoldsItsOwnInstance() {
    let storage = ComponentStorage()
    var calls = 0
    let make = {
      calls += 1
      return Box()
    }
    let first = storage.single(0, make)
    let again = storage.single(0, make)
    let other = storage.single(2, make)
    XCTAssertTrue(first === again)
    XCTAssertFalse(first === other)
    XCTAssertTrue(storage.single(2, make) === other)
    XCTAssertEqual(calls, 2)
  }

  func testSlotsKeepValueTypesOptionalsAndExistentials() {
    // A `.single` bound to a protocol is kept as the protocol's type; a provider may return a value or an optional.
    let storage = ComponentStorage()
    XCTAssertEqual(storage.single(0) { 1 }, 1)
    XCTAssertEqual(storage.single(0) { 2 }, 1)
    XCTAssertNil(storage.single(1) { Int?.none })
    XCTAssertNil(storage.single(1) { Int?(3) })
    let clock = storage.single(2) { () -> any Clock in SystemClock() }
    XCTAssertTrue(storage.single(2) { () -> any Clock in SystemClock() } === clock)
    XCTAssertEqual(storage.single(3) { "text" }, "text")
  }

  func testAWeakReferenceSlotSharesWhileHeldAndRemakesAfterwards() {
    let storage = ComponentStorage()
    var held: Box? = storage.weakReference(1) { Box() }
    XCTAssertTrue(storage.weakReference(1) { Box() } === held)
    weak let released = held
    held = nil
    XCTAssertNil(released, "the storage must not keep a .weakReference instance alive")
    var calls = 0
    let next = storage.weakReference(1) { () -> Box in
      calls += 1
      return Box()
    }
    XCTAssertEqual(calls, 1)
    XCTAssertTrue(storage.weakReference(1) { Box() } === next)
    // Slot 0 of the same table stays a `.single`'s, untouched.
    XCTAssertTrue(storage.single(0) { Box() } === storage.single(0) { Box() })
  }

  func testMakeMayResolveOtherSlotsOfTheSameStorage() {
    // The generated code resolves a scoped binding's dependencies inside `make`, through the same storage.
    let storage = ComponentStorage()
    let outer = storage.single(0) { () -> [Box] in
      [storage.single(1) { Box() }, storage.weakReference(2) { Box() }]
    }
    XCTAssertTrue(outer[0] === storage.single(1) { Box() })
    XCTAssertTrue(outer[1] === storage.weakReference(2) { Box() })
  }

  func testTheTableGrowsAndKeepsTheInstancesMadeBefore() {
    let storage = ComponentStorage()
    let first = storage.single(0) { Box() }
    let weak = storage.weakReference(1) { Box() }
    let far = storage.single(100) { Box() }
    XCTAssertTrue(storage.single(0) { Box() } === first)
    XCTAssertTrue(storage.weakReference(1) { Box() } === weak)
    XCTAssertTrue(storage.single(100) { Box() } === far)
    XCTAssertTrue(storage.single(1_000) { 5 } == 5)
    XCTAssertTrue(storage.single(0) { Box() } === first)
  }

  func testOneInstancePerSlotWhenEightThreadsAskManyStorages() {
    // 100 storages of 40 slots asked in turn by 8 threads, each storage's slots in ascending order: each storage's
    // first lookups race to make and grow its table while other threads read it, and each slot's first lookup
    // races to make its instance. A table that lost a slot would make that slot's instance twice.
    let storages = (0..<100).map { _ in ComponentStorage() }
    let makes = Counter()
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for ask in 0..<10_000 {
        let box = storages[ask % storages.count].single(ask / storages.count % 40) {
          makes.increment()
          return Box.slowly()
        }
        seen.insert(box)
      }
    }
    XCTAssertEqual(makes.value, storages.count * 40)
    XCTAssertEqual(seen.count, storages.count * 40)
  }

  func testOneWeakReferenceInstanceWhileHeldWhenEightThreadsAsk() {
    let storage = ComponentStorage()
    let holder = storage.weakReference(0) { Box() }
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 {
        seen.insert(storage.weakReference(0) { Box() })
      }
    }
    XCTAssertEqual(seen.count, 1)
    XCTAssertTrue(storage.weakReference(0) { Box() } === holder)
  }

  func testKeysAreAnyIntsIncludingOnesThatShareTheirLowBits() {
    // The generated code's keys are 31-bit hashes; ones equal in their low bits probe past each other.
    let storage = ComponentStorage()
    let keys = [0x2F1C_88A0, 0x2F1C_88A0 + 16, 0x2F1C_88A0 + 32, 0x7FFF_FFFF, 0, -1, Int.min, 0x1000, 0x2000]
    let made = keys.map { key in storage.single(key) { Box() } }
    for (key, instance) in zip(keys, made) {
      XCTAssertTrue(storage.single(key) { Box() } === instance, "key \(key)")
    }
    XCTAssertEqual(Set(made.map(ObjectIdentifier.init)).count, keys.count)
    let held = storage.weakReference(0x2F1C_88A0 + 48) { Box() }
    XCTAssertTrue(storage.weakReference(0x2F1C_88A0 + 48) { Box() } === held)
  }

  func testAThousandKeysGrowTheTableAndKeepEveryInstance() {
    let storage = ComponentStorage()
    let keys = (0..<1_000).map { ($0 &* 0x9E37_79B9) & 0x7FFF_FFFF }
    let first = keys.map { key in storage.single(key) { Box() } }
    let again = keys.map { key in storage.single(key) { Box() } }
    XCTAssertTrue(zip(first, again).allSatisfy { $0 === $1 })
  }

  func testOneInstancePerHashedKeyWhenEightThreadsAskManyStorages() {
    // As above with hashed keys in random order: tables grow and cells are claimed while other threads probe them.
    let storages = (0..<50).map { _ in ComponentStorage() }
    let keys = (0..<64).map { ($0 &* 0x5BD1_E995) & 0x7FFF_FFFF }
    let makes = Counter()
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      var generator = SystemRandomNumberGenerator()
      for ask in 0..<8_000 {
        let key = keys[(ask &* 7 &+ thread &* 13 &+ Int(generator.next() % 3)) % keys.count]
        let box = storages[ask % storages.count].single(key) {
          makes.increment()
          return Box.slowly()
        }
        seen.insert(box)
      }
    }
    XCTAssertEqual(makes.value, seen.count)
    XCTAssertLessThanOrEqual(seen.count, storages.count * keys.count)
    for storage in storages {
      for key in keys {
        let first = storage.single(key) { Box() }
        XCTAssertTrue(storage.single(key) { Box() } === first)
      }
    }
  }

  func testEachStorageHasItsOwnInstances() {
    let one = ComponentStorage().single(0) { Box() }
    let other = ComponentStorage().single(0) { Box() }
    XCTAssertFalse(one === other)
  }
}
