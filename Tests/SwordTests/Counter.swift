import Foundation

/// A thread-safe counter for tests that count calls from many threads.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Adds one and returns the new count.
  @discardableResult
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
