import Foundation

/// Makes one value for every task that asks for it, for an async `.single` or `.weakReference` binding and for
/// ``AsyncLazy``:
///
/// - the first request starts the creation in a task of its own, and every request made while it runs awaits that
///   same creation, so `make` runs once however many tasks ask at once;
/// - a creation that throws keeps nothing: the requests waiting for it get the error, and the next request starts a
///   new creation;
/// - the creation does not belong to any requester, so cancelling the task that asked first does not cancel it for
///   the others (a requester whose task is cancelled still gets the value, or the error, when it is made).
///
/// `make` runs with its own isolation: a closure formed in a `@MainActor` accessor runs on the main actor. A
/// `.weakReference` instance is also held by its finished creation task until the runtime frees that task, right
/// after the last request for it returned.
@usableFromInline
final class AsyncCreation: @unchecked Sendable {
  private let lock = NSLock()
  /// Whether the made value is held weakly (`.weakReference`) or strongly (`.single`, ``AsyncLazy``).
  private let keepsWeakly: Bool
  /// Under `lock`: a `.single`'s made value (a ``Made``), or a `.weakReference`'s instance, held weakly; the
  /// running creation, a `Task<Made<Value>, any Error>`, while there is one.
  private var strong: AnyObject?
  private weak var weak: AnyObject?
  private var running: Any?

  @usableFromInline init(keepsWeakly: Bool) {
    self.keepsWeakly = keepsWeakly
  }

  /// The value made before (while held, for a weak one), else the one the running creation makes, else a new
  /// creation's.
  @usableFromInline
  func value<Value, Failure: Error>(
    isolation: isolated (any Actor)? = #isolation, _ make: @escaping () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let task: Task<Made<Value>, any Error>
    switch state(make) {
    case .made(let value): return value
    case .running(let running): task = running
    }
    do {
      return try await task.value.value
    } catch {
      // The creation throws only what `make` throws.
      throw error as! Failure
    }
  }

  private enum State<Value> {
    case made(Value)
    case running(Task<Made<Value>, any Error>)
  }

  /// Under the lock: the value made before, the running creation, or a new one.
  private func state<Value, Failure: Error>(_ make: @escaping () async throws(Failure) -> Value) -> State<Value> {
    lock.withLock {
      if keepsWeakly, let instance = weak { return .made(instance as! Value) }
      if let made = strong { return .made(unsafeDowncast(made, to: Made<Value>.self).value) }
      if let running = running as? Task<Made<Value>, any Error> { return .running(running) }
      let operation = UncheckedSendable(make)
      let task = Task { () async throws -> Made<Value> in
        do {
          let made = Made(try await operation.value())
          self.finish(made)
          return made
        } catch {
          self.finish(Made<Value>?.none)
          throw error
        }
      }
      running = task
      return .running(task)
    }
  }

  /// Keeps what a creation made (nothing when it failed) and forgets the creation.
  private func finish<Value>(_ made: Made<Value>?) {
    lock.withLock {
      if keepsWeakly {
        weak = made.map { $0.value as AnyObject }
      } else {
        strong = made
      }
      running = nil
    }
  }
}

/// A made value, boxed: the result of a creation task (whatever `Value` is) and what a `.weakReference` holds.
final class Made<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
