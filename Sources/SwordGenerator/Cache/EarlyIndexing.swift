import Foundation

/// The index stage started early: each package's listed targets are handed over as soon as its description
/// arrives (it listens to the describe stage as its ``DescribeListener``), and indexed while the other packages are
/// still being described, on the cores describing leaves idle: with `jobs` cores and `n` describes running, at most
/// `jobs - n` targets at a time (``describing(_:)``). SwiftPM's describes are CPU-bound; squeezing the parser in
/// beside them would only slow both. The index stage then takes each target's outcome from here instead of starting
/// it. The work is the stage's own: the index cache's stamp check first, then the cache or the parser, so a run
/// gives the same indexes, digests and entries whether a target was indexed early or not.
///
/// ```swift
/// let early = EarlyIndexing(cache: indexCache, jobs: 2)
/// loader.listener = early
/// let outcomes = await early.outcomes(of: workspace.targets)  // nil where a target was not started
/// ```
final class EarlyIndexing: @unchecked Sendable {
  /// What was found for one target.
  enum Outcome: Sendable {
    /// Its files' stamps vouch for its cache entry: nothing was read.
    case stamped(IndexCache.Stamped)
    /// Indexed from its files (or their cache entry by content), with the digest of its index (see
    /// ``IndexCache/digest(of:)``) and the cache entry still to write.
    case indexed(index: TargetIndex, digest: String?, write: (@Sendable () -> Void)?)
  }

  private let cache: IndexCache?
  private let jobs: Int
  private let queue = OperationQueue()
  private let lock = NSLock()
  private var started: [SwordTarget: Pending] = [:]

  /// `cache`: the index cache, or `nil` when the run has none.
  init(cache: IndexCache?, jobs: Int) {
    self.cache = cache
    self.jobs = max(1, jobs)
    queue.maxConcurrentOperationCount = self.jobs
    queue.qualityOfService = .userInitiated
  }

  /// `running` describes take that many cores: index on the others only.
  func describing(_ running: Int) {
    lock.withLock {
      let idle = jobs - running
      if idle > 0 { queue.maxConcurrentOperationCount = idle }
      queue.isSuspended = idle <= 0
    }
  }

  /// Starts indexing `targets`, each once.
  func start(_ targets: [SwordTarget]) {
    for target in targets {
      let pending: Pending? = lock.withLock {
        guard started[target] == nil else { return nil }
        let pending = Pending()
        started[target] = pending
        return pending
      }
      guard let pending else { continue }
      let cache = cache
      queue.addOperation { pending.fulfil(Self.outcome(of: target, cache: cache)) }
    }
  }

  /// The outcome of each of `targets`, waiting for those still running; `nil` for a target never started.
  func outcomes(of targets: [SwordTarget]) async -> [Outcome?] {
    var outcomes: [Outcome?] = []
    outcomes.reserveCapacity(targets.count)
    for target in targets {
      guard let pending = lock.withLock({ started[target] }) else {
        outcomes.append(nil)
        continue
      }
      outcomes.append(await pending.value())
    }
    return outcomes
  }

  private static func outcome(of target: SwordTarget, cache: IndexCache?) -> Outcome {
    guard let cache else {
      return .indexed(
        index: TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles), digest: nil, write: nil)
    }
    if let stamped = cache.stamped(target) { return .stamped(stamped) }
    let result = cache.index(target, stamped: nil, deferringWrites: true)
    return .indexed(index: result.index, digest: result.digest, write: result.write)
  }

  /// One target's outcome, once it is there.
  private final class Pending: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: Outcome?
    private var waiting: [CheckedContinuation<Outcome, Never>] = []

    func fulfil(_ outcome: Outcome) {
      let waiting = lock.withLock {
        self.outcome = outcome
        defer { self.waiting = [] }
        return self.waiting
      }
      for continuation in waiting { continuation.resume(returning: outcome) }
    }

    func value() async -> Outcome {
      await withCheckedContinuation { continuation in
        let ready: Outcome? = lock.withLock {
          if let outcome { return outcome }
          waiting.append(continuation)
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }
}

extension EarlyIndexing: DescribeListener {
  func listedTargetsArrived(_ targets: [SwordTarget]) { start(targets) }

  func describesRunning(_ count: Int) { describing(count) }
}
