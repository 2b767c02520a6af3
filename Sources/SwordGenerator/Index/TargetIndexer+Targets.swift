extension TargetIndexer {
  /// The index stage: every target's index, at most `jobs` targets at a time, in the order of `targets`; where
  /// `given` has an index already (made early, see ``EarlyIndexing``), that one. `finished` is called with the
  /// number of targets done after each one. ``CachingIndexer`` wraps it with the index cache.
  package static func index(
    _ targets: [SwordTarget], jobs: Int, given: [TargetIndex?]? = nil, finished: (Int) -> Void = { _ in }
  ) async -> [TargetIndex] {
    await concurrentMap(count: targets.count, jobs: jobs, finished: finished) { position in
      given?[position] ?? index(moduleName: targets[position].moduleName, files: targets[position].sourceFiles)
    }
  }
}
