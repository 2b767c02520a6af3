import Dispatch
import Foundation
import SwordGenerator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the pipeline so that SIGTERM and SIGINT end it cleanly: its task is cancelled, which ends the
/// `swift package describe` processes it started and everything those started (see `ProcessRunner`), and `sword`
/// exits with 128 + the signal's number, as shells and build systems expect. Without it, `kill` on `sword` left
/// its `swift package describe` running.
///
/// Before `sword` exits, after a signal or not, whatever still runs below it is ended (`ProcessTree`; on Linux,
/// where `sword` is a child subreaper, that is every process it started and every process those started).
enum SignalCancellation {
  /// How long the cancelled run may take to wind down before `sword` exits anyway.
  static let graceSeconds = 3.0

  static func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) async -> Value {
    let received = ReceivedSignal()
    let signals = [SIGTERM, SIGINT]
    // The handlers are in place before the work starts, so a signal that comes early cannot end `sword` with the
    // default action while the processes it started run on.
    let sources = signals.map { number -> any DispatchSourceSignal in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        received.set(number)
        received.cancelWork()
        DispatchQueue.global().asyncAfter(deadline: .now() + graceSeconds) {
          ProcessTree.endDescendants(grace: .zero, reaping: false)
          exit(128 + number)
        }
      }
      source.resume()
      return source
    }
    let task = Task { await work() }
    received.setWork(task)
    let value = await task.value
    ProcessTree.endDescendants(grace: .zero, reaping: false)
    // A run ended by a signal reports nothing more: it exits as the signal asked.
    if let number = received.value { exit(128 + number) }
    for source in sources { source.cancel() }
    for number in signals { signal(number, SIG_DFL) }
    return value
  }

  /// The signal that arrived, if one did, and the work it cancels (cancelled as soon as it is known, when the
  /// signal came first).
  private final class ReceivedSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var number: Int32?
    private var work: (any CancellableWork)?
    var value: Int32? { lock.withLock { number } }
    func set(_ value: Int32) { lock.withLock { number = value } }

    func setWork(_ task: some CancellableWork) {
      let cancelled = lock.withLock {
        work = task
        return number != nil
      }
      if cancelled { task.cancel() }
    }

    func cancelWork() { lock.withLock { work }?.cancel() }
  }
}

/// A task, seen only as something to cancel.
private protocol CancellableWork: Sendable {
  func cancel()
}

extension Task: CancellableWork {}
