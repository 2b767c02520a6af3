import Foundation

/// The processor time this process spends, which a loaded machine does not inflate the way it inflates wall time:
/// a test that bounds how long some work may take (a hang, an exponential parse) bounds this instead, so that it
/// fails for slow code and never for a busy machine. Every thread counts, so work moved to a thread of its own
/// (the indexer parses deep nesting on one) is measured too.
///
/// ```swift
/// let (index, seconds) = CPUClock.measure { TargetIndexer.index(moduleName: "App", sources: sources) }
/// XCTAssertLessThan(seconds, 5)
/// ```
package enum CPUClock {
  /// The processor time of the whole process so far, in seconds.
  package static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
  }

  /// `body`'s value and the processor time, in seconds, the process spent while it ran.
  package static func measure<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
    let started = now()
    let value = try body()
    return (value, now() - started)
  }
}
