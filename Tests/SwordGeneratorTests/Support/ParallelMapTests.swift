import Foundation
import XCTest

@testable import SwordGenerator

/// `parallelMap` gives what a plain `map` gives, in order, whatever finishes first; the graph and render stages
/// rely on it to gather per-component results in component order.
final class ParallelMapTests: XCTestCase {
  func testResultsComeInOrderWhateverFinishesFirst() {
    // Early positions take longest, so later ones finish first on any number of cores.
    let results = parallelMap(count: 64) { position -> String in
      if position < 4 { Thread.sleep(forTimeInterval: 0.02) }
      return "component \(position)"
    }
    XCTAssertEqual(results, (0..<64).map { "component \($0)" })
  }

  func testEveryPositionIsComputedOnce() {
    let counts = parallelMap(count: 1_000) { position in [position, position * position] }
    XCTAssertEqual(counts, (0..<1_000).map { [$0, $0 * $0] })
    XCTAssertEqual(parallelMap(count: 0) { $0 }, [])
    XCTAssertEqual(parallelMap(count: 1) { $0 + 41 }, [41])
  }

  func testConcurrentlyGivesBothResultsOfDifferentTypes() {
    let words = ["graph", "render"]
    let (count, joined) = concurrently {
      words.reduce(0) { $0 + $1.count }
    } _: {
      words.joined(separator: "+")
    }
    XCTAssertEqual(count, 11)
    XCTAssertEqual(joined, "graph+render")
  }

  /// The value handed over is freed, on another thread, once nothing else holds it.
  func testReleaseAsideFreesTheValue() {
    let freed = expectation(description: "freed")
    var value: Tracked? = Tracked { freed.fulfill() }
    releaseAside(value!)
    value = nil
    wait(for: [freed], timeout: 600)
  }
}

/// Calls `onDeinit` when freed.
private final class Tracked: @unchecked Sendable {
  let onDeinit: () -> Void
  init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
  deinit { onDeinit() }
}
