import Foundation

/// A one-shot signal between tasks: once `signal()` is called, every waiter resumes, now and later. Tests use it to
/// let a step happen exactly when they choose (a gate) or to learn that something happened (a `deinit`), instead
/// of sleeping for a time that a slow machine may overrun.
final class Signal: @unchecked Sendable {
  private let lock = NSLock()
  private var signaled = false
  private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

  /// Resumes every waiter, now and later.
  func signal() {
    let waiting = lock.withLock {
      signaled = true
      defer { waiters = [:] }
      return Array(waiters.values)
    }
    for waiter in waiting { waiter.resume() }
  }

  /// Waits for the signal; returns early when the calling task is cancelled.
  func wait() async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
        let resumeNow = lock.withLock {
          guard !signaled, !Task.isCancelled else { return true }
          waiters[id] = waiter
          return false
        }
        if resumeNow { waiter.resume() }
      }
    } onCancel: {
      lock.withLock { waiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// Waits for the signal at most `seconds`; whether it came. The bound only turns what never happens (a leak, a
  /// dead-lock) into a failure instead of a hang: make it generous.
  func wait(atMost seconds: Double) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await self.wait()
        return self.lock.withLock { self.signaled }
      }
      group.addTask {
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}
