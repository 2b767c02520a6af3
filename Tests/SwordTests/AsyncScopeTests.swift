import Foundation
import Sword
import XCTest

/// The storage's async and throwing lookups and `AsyncLazy` / `AsyncProvider`: made once under contention, failures
/// not kept, a cancelled first requester does not cancel the creation, isolation kept. Run under TSan too.
final class AsyncScopeTests: XCTestCase {
  private final class Database: Sendable {
    let serial: Int
    /// Signalled when the instance is freed.
    let freed: Signal?
    init(serial: Int, freed: Signal? = nil) {
      self.serial = serial
      self.freed = freed
    }
    deinit { freed?.signal() }
  }

  private struct Locked: Error, Equatable {}

  /// Makes a database after a suspension long enough for the other requests to arrive meanwhile.
  private static func open(_ made: Counter, failing: Countdown? = nil, freed: Signal? = nil) async throws -> Database {
    try await Task.sleep(nanoseconds: 20_000_000)
    if failing?.take() == true { throw Locked() }
    return Database(serial: made.increment(), freed: freed)
  }

  private final class Countdown: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    init(_ remaining: Int) { self.remaining = remaining }
    func take() -> Bool {
      lock.withLock {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
      }
    }
  }

  func testAnAsyncSingleIsMadeOnceWhenManyTasksAskAtOnce() async throws {
    for _ in 0..<20 {
      let storage = ComponentStorage()
      let made = Counter()
      let serials = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<50 {
          group.addTask { (try? await storage.asyncSingle(0x1234) { try await Self.open(made) }.serial) ?? -1 }
        }
        return await group.reduce(into: Set<Int>()) { $0.insert($1) }
      }
      XCTAssertEqual(serials, [1])
      XCTAssertEqual(made.value, 1)
      // Later requests get the kept instance without making another.
      let again = try await storage.asyncSingle(0x1234) { try await Self.open(made) }
      XCTAssertEqual(again.serial, 1)
      XCTAssertEqual(made.value, 1)
    }
  }

  func testAFailedCreationIsNotKeptAndEveryWaiterGetsTheError() async throws {
    let storage = ComponentStorage()
    let made = Counter()
    let failing = Countdown(1)
    let results = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<10 {
        group.addTask { (try? await storage.asyncSingle(7) { try await Self.open(made, failing: failing) }) != nil }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    // The ten requests share the one failing creation (or, arriving after it failed, a new successful one).
    XCTAssertTrue(results.contains(false))
    let database = try await storage.asyncSingle(7) { try await Self.open(made, failing: failing) }
    XCTAssertEqual(database.serial, 1)
    XCTAssertEqual(made.value, 1)
    do {
      let other = ComponentStorage()
      _ = try await other.asyncSingle(1) { () async throws(Locked) -> Database in throw Locked() }
      XCTFail("the error must reach the caller")
    } catch {
      XCTAssertEqual(error, Locked(), "typed throws keep the error's type")
    }
  }

  func testCancellingTheFirstRequesterDoesNotCancelTheCreation() async throws {
    let storage = ComponentStorage()
    let made = Counter()
    let started = Counter()
    // The creation goes on only once the first requester is cancelled: it is always still running then.
    let gate = Signal()
    let first = Task {
      try await storage.asyncSingle(3) { () async throws -> Database in
        started.increment()
        await gate.wait()
        // Throws CancellationError if the creation ran in the cancelled task.
        try Task.checkCancellation()
        return Database(serial: made.increment())
      }
    }
    while started.value == 0 { await Task.yield() }
    first.cancel()
    gate.signal()
    let second = try await storage.asyncSingle(3) { try await Self.open(made) }
    let firstValue = try await first.value
    XCTAssertTrue(firstValue === second)
    XCTAssertEqual(made.value, 1)
    XCTAssertEqual(started.value, 1)
  }

  func testANonThrowingAsyncLookupNeedsNoTry() async {
    let storage = ComponentStorage()
    let value = await storage.asyncSingle(9) { () async -> Int in
      await Task.yield()
      return 42
    }
    XCTAssertEqual(value, 42)
    let again = await storage.asyncSingle(9) { 0 }
    XCTAssertEqual(again, 42)
  }

  @MainActor
  func testAMainActorCreationRunsOnTheMainActor() async throws {
    let storage = ComponentStorage()
    let onMain = try await storage.asyncSingle(5) { () async throws -> Bool in
      MainActor.assertIsolated()
      return Thread.isMainThread
    }
    XCTAssertTrue(onMain)
  }

  func testAnAsyncWeakReferenceIsSharedWhileHeldAndMadeAnewAfter() async throws {
    let storage = ComponentStorage()
    let made = Counter()
    weak var probe: Database?
    let freed = Signal()
    do {
      let held = try await storage.asyncWeakReference(4) { try await Self.open(made, freed: freed) }
      let again = try await storage.asyncWeakReference(4) { try await Self.open(made) }
      XCTAssertTrue(held === again)
      XCTAssertEqual(made.value, 1)
      probe = held
    }
    // The finished creation task holds its result until the runtime frees it, just after the last request returned:
    // wait for the instance's deinit (the bound only turns a leak into a failure instead of a hang).
    let wasFreed = await freed.wait(atMost: 30)
    XCTAssertTrue(wasFreed, "the instance is freed once its holders let go")
    XCTAssertNil(probe, "nothing keeps a .weakReference instance once its holders let go")
    let fresh = try await storage.asyncWeakReference(4) { try await Self.open(made) }
    XCTAssertEqual(fresh.serial, 2, "released, so made anew")
  }

  func testThrowingLookupsKeepNothingOnFailure() throws {
    let storage = ComponentStorage()
    var attempts = 0
    func make() throws -> Database {
      attempts += 1
      if attempts == 1 { throw Locked() }
      return Database(serial: attempts)
    }
    XCTAssertThrowsError(try storage.throwingSingle(1, make))
    let made = try storage.throwingSingle(1, make)
    XCTAssertEqual(made.serial, 2)
    XCTAssertTrue(try storage.throwingSingle(1, make) === made)
    XCTAssertEqual(attempts, 2)
    // Non-throwing closures need no `try` (typed throws infer `Never`).
    XCTAssertEqual(storage.throwingSingle(2) { 5 }, 5)
    var weakAttempts = 0
    let weakly = try storage.throwingWeakReference(3) { () throws -> Database in
      weakAttempts += 1
      return Database(serial: weakAttempts)
    }
    XCTAssertTrue(storage.throwingWeakReference(3) { Database(serial: 0) } === weakly)
  }

  func testThrowingSingleUnderContentionMakesOneInstance() {
    let storage = ComponentStorage()
    let made = Counter()
    let seenFirst = Counter()
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let database = try? storage.throwingSingle(8) { () throws -> Database in Database(serial: made.increment()) }
      if database?.serial == 1 { seenFirst.increment() }
    }
    XCTAssertEqual(made.value, 1)
    XCTAssertEqual(seenFirst.value, 64, "every thread gets the one instance")
  }

  func testAsyncLazyMakesOnceAndRetriesAfterAFailure() async throws {
    let made = Counter()
    let failing = Countdown(1)
    let lazy = AsyncLazy { try await Self.open(made, failing: failing) }
    XCTAssertEqual(made.value, 0, "nothing is made before the first request")
    await XCTAssertThrowsErrorAsync(try await lazy.value)
    let values = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<30 { group.addTask { (try? await lazy.value.serial) ?? -1 } }
      return await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    XCTAssertEqual(values, [1])
    let kept = try await lazy.get()
    XCTAssertEqual(kept.serial, 1)
    XCTAssertEqual(made.value, 1)
  }

  func testAsyncProviderAsksOnEachCall() async throws {
    let made = Counter()
    let provider = AsyncProvider { try await Self.open(made) }
    let first = try await provider.get()
    let second = try await provider()
    XCTAssertNotEqual(first.serial, second.serial)
    XCTAssertEqual(made.value, 2)
  }

  /// Main-actor code (a view model) awaits an `AsyncLazy` or `AsyncProvider` of a type that is not `Sendable`:
  /// `value`, `get()` and calls run where their caller does, so neither the wrapper nor the value is sent anywhere.
  /// (Before, this did not compile: "non-Sendable type 'AsyncLazy<Notes>' cannot exit main actor-isolated context".)
  @MainActor
  func testMainActorCodeAwaitsWrappersOfTypesThatAreNotSendable() async throws {
    final class Notes { var titles = ["first"] }
    let lazy = AsyncLazy { Notes() }
    let notes = try await lazy.value
    notes.titles.append("second")
    let again = try await lazy.get()
    XCTAssertTrue(again === notes)
    let provider = AsyncProvider { Notes() }
    let fresh = try await provider()
    let another = try await provider.get()
    XCTAssertFalse(fresh === notes || fresh === another)
    XCTAssertEqual(another.titles, ["first"])
  }

  func testUncheckedSendableCarriesAValue() {
    let wrapped = UncheckedSendable(NSMutableArray())
    DispatchQueue.global().sync { _ = wrapped.value.count }
    XCTAssertEqual(wrapped.value.count, 0)
  }
}

/// `XCTAssertThrowsError` for an async expression, named as XCTest names its assertions.
// swift-format-ignore: AlwaysUseLowerCamelCase
private func XCTAssertThrowsErrorAsync<T>(
  _ expression: @autoclosure () async throws -> T, file: StaticString = #filePath, line: UInt = #line
) async {
  do {
    _ = try await expression()
    XCTFail("expected an error", file: file, line: line)
  } catch {}
}
