/// The index stage through the index cache: ``TargetIndexer/index(_:jobs:finished:)`` for the targets whose bytes
/// changed, the cache's entry for the others. Each index comes with its digest (see ``IndexCache/digest(of:)``;
/// `nil` when it must not be cached), which ``RunCache`` keys the whole run with.
struct CachingIndexer: Sendable {
  let cache: IndexCache

  /// The targets' indexes and their digests, and the task writing the new cache entries: it starts when indexing
  /// is done, so that it runs beside the graph stage; wait for it before the run ends.
  struct Indexed {
    var indexes: [TargetIndex]
    var digests: [String?]
    var writes: Task<Void, Never>
  }

  /// The entries of targets whose files' stamps vouch for them without reading a byte (see
  /// ``IndexCache/stamped(_:)``), `nil` for the others; their digests are what a warm run checks ``RunCache`` with.
  /// `early`: what ``EarlyIndexing`` found for each target (`nil` where it did not start one).
  func stamped(
    _ targets: [SwordTarget], jobs: Int, early: [EarlyIndexing.Outcome?]? = nil
  ) async -> [IndexCache.Stamped?] {
    await concurrentMap(count: targets.count, jobs: jobs) { [cache] position in
      switch early?[position] {
      case .stamped(let stamped): stamped
      case .indexed: nil
      case nil: cache.stamped(targets[position])
      }
    }
  }

  /// Indexes `targets` at most `jobs` at a time, reading no file whose entry `stamped` (from ``stamped(_:jobs:)``)
  /// vouches for. `finished` is called with the number of targets done after each one.
  func index(
    _ targets: [SwordTarget], stamped: [IndexCache.Stamped?]?, early: [EarlyIndexing.Outcome?]? = nil, jobs: Int,
    finished: (Int) -> Void
  ) async -> Indexed {
    let results = await concurrentMap(count: targets.count, jobs: jobs, finished: finished) { [cache] position in
      if case .indexed(let index, let digest, let write)? = early?[position] { return (index, digest, write) }
      var vouched = stamped?[position]
      if case .stamped(let early)? = early?[position] { vouched = early }
      let result = cache.index(targets[position], stamped: vouched, deferringWrites: true)
      return (result.index, result.digest, result.write)
    }
    let writes = results.compactMap { $0.2 }
    let workers = max(1, min(jobs, writes.count))
    let task = Task.detached(priority: .utility) {
      await withTaskGroup(of: Void.self) { group in
        for worker in 0..<workers {
          group.addTask { for position in stride(from: worker, to: writes.count, by: workers) { writes[position]() } }
        }
      }
    }
    return Indexed(indexes: results.map(\.0), digests: results.map(\.1), writes: task)
  }
}
