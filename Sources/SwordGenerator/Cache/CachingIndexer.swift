/// The index stage through the index cache: ``TargetIndexer/index(_:jobs:given:finished:)`` for the targets whose
/// bytes changed, the cache's entry for the others. Each index comes with its digest (see ``IndexCache/digest(of:)``;
/// `nil` when it must not be cached), which ``RunCache`` keys the whole run with.
struct CachingIndexer: Sendable {
  let cache: IndexCache

  /// The targets' digests, their indexes (see ``indexes(jobs:checked:)``), and the task writing the new cache
  /// entries: it starts when indexing is done, so that it runs beside the graph stage; wait for it before the run
  /// ends.
  struct Indexed: Sendable {
    var digests: [String?]
    var writes: Task<Void, Never>
    /// Each target's index, or the entry its stamps vouched for, not decoded yet: a run whose result the run
    /// cache holds needs only the digests.
    fileprivate var parts: [Part]
    fileprivate var cache: IndexCache?

    fileprivate enum Part: Sendable {
      case index(TargetIndex)
      case entry(IndexCache.Stamped, SwordTarget)
    }

    /// Indexes already made, with their digests.
    init(indexes: [TargetIndex], digests: [String?], writes: Task<Void, Never>) {
      self.digests = digests
      self.writes = writes
      parts = indexes.map(Part.index)
    }

    fileprivate init(parts: [Part], digests: [String?], writes: Task<Void, Never>, cache: IndexCache) {
      self.digests = digests
      self.writes = writes
      self.parts = parts
      self.cache = cache
    }

    /// Every target's index, the entries not decoded yet decoded at most `jobs` at a time. An entry that does not
    /// decode is indexed from its files, as on a cold run; `digestsHold` is then false: ``digests`` has the digest
    /// of bytes no index came from, and the run must not be cached under them.
    /// `checked`: see ``IndexCache/decode(_:of:checked:)``.
    func indexes(jobs: Int, checked: Set<String> = []) async -> (indexes: [TargetIndex], digestsHold: Bool) {
      let decoded = await concurrentMap(count: parts.count, jobs: jobs) { [parts, cache] position in
        switch parts[position] {
        case .index(let index): return (index, true)
        case .entry(let stamped, let target):
          if let index = cache?.decode(stamped, of: target, checked: checked) { return (index, true) }
          let index =
            cache?.index(target, stamped: nil).index
            ?? TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles)
          return (index, false)
        }
      }
      return (decoded.map(\.0), decoded.allSatisfy(\.1))
    }
  }

  /// Indexes `targets` at most `jobs` at a time, reading no file of a target whose entry its files' stamps vouch
  /// for (see ``IndexCache/stamped(_:checked:)``). `early`: what ``EarlyIndexing`` found for each target (`nil`
  /// where it did not start one). `finished` is called with the number of targets done after each one.
  func index(
    _ targets: [SwordTarget], early: [EarlyIndexing.Outcome?]? = nil, checked: [IndexCache.StampRecord?]? = nil,
    jobs: Int, finished: (Int) -> Void
  ) async -> Indexed {
    let results = await concurrentMap(count: targets.count, jobs: jobs, finished: finished) {
      [cache] position -> (Indexed.Part, String?, (@Sendable () -> Void)?) in
      if case .indexed(let index, let digest, let write)? = early?[position] { return (.index(index), digest, write) }
      let vouched: IndexCache.Stamped?
      if case .stamped(let early)? = early?[position] {
        vouched = early
      } else {
        vouched = cache.stamped(targets[position], checked: checked?[position])
      }
      // Its digest now, its index only if the run goes on past the run cache.
      if let vouched { return (.entry(vouched, targets[position]), cache.take(vouched, for: targets[position]), nil) }
      let result = cache.index(targets[position], stamped: nil, deferringWrites: true)
      return (.index(result.index), result.digest, result.write)
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
    return Indexed(parts: results.map(\.0), digests: results.map(\.1), writes: task, cache: cache)
  }
}
