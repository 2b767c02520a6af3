import Foundation

/// The caches of one run (held by its ``WarmPath``), made from ``CacheSetting`` once `.sword.yml` is read; each
/// wraps a stage from outside: the describer (the static reader with SwiftPM behind it, or SwiftPM's alone, wrapped
/// in a ``CachingDescriber``; any other describer, such as a precomputed description, is used as it is), the index
/// stage (``CachingIndexer``) and everything from index to render (``RunCache``).
struct PipelineCache: Sendable {
  let indexer: CachingIndexer?
  let runCache: RunCache?
  /// What the last clean run left for rebuilding only the components an edit reaches (``GraphMemo``).
  let graphMemos: GraphMemoCache?
  let describer: any PackageDescribing
  /// The whole warm run in one entry (``WarmSnapshot``): only with SwiftPM's describer behind the cache, whose
  /// checks the snapshot repeats (a description file or a test's describer has inputs it cannot see).
  let snapshots: SnapshotCache?
  /// What the describe cache confirmed this run.
  let describeLedger: DescribeLedger?
  /// How each package's manifest was read (with or without the cache), when the describer says.
  let readings: ManifestReadings?
  private let describeHits: CacheCounter?

  init(
    setting: CacheSetting, secret: CacheSecret, workspaceRoot: String, currentDirectory: String,
    describer base: any PackageDescribing, currentSecond: @escaping @Sendable () -> Int = { FileStamp.currentSecond() }
  ) {
    let reading = base as? ManifestReadingDescriber
    readings = reading?.readings
    guard let folder = setting.folder(workspaceRoot: workspaceRoot, currentDirectory: currentDirectory) else {
      indexer = nil
      runCache = nil
      graphMemos = nil
      describer = base
      describeHits = nil
      snapshots = nil
      describeLedger = nil
      return
    }
    let store = CacheStore(directory: folder, secret: secret)
    var indexCache = IndexCache(store: store)
    indexCache.currentSecond = currentSecond
    indexCache.workspaceRoot = workspaceRoot
    indexer = CachingIndexer(cache: indexCache)
    runCache = RunCache(store: store)
    graphMemos = GraphMemoCache(store: store)
    if let swiftPM = base as? SwiftPMDescriber ?? reading?.fallback as? SwiftPMDescriber {
      // The toolchain by the digest of its `swift` (remembered per path, size and date): the same toolchain on
      // another machine describes the same way.
      let swift =
        (try? swiftPM.swiftExecutable()).map { "swift " + CacheFingerprint.digest(of: $0, memo: folder + "/swift") }
        ?? "no swift"
      var caching = CachingDescriber(base: base, store: store, toolIdentity: swift)
      caching.workspaceRoot = workspaceRoot
      caching.readings = reading?.readings
      caching.variant = reading.map { $0.readsStatically ? "read statically, else SwiftPM" : "SwiftPM" } ?? "SwiftPM"
      describer = caching
      describeHits = caching.hits
      describeLedger = caching.ledger
      snapshots = SnapshotCache(store: store, toolIdentity: caching.toolIdentity, environment: caching.environment)
    } else {
      describer = base
      describeHits = nil
      describeLedger = nil
      snapshots = nil
    }
  }

  /// `--verbose` counts: targets and packages taken from the cache (none when the cache is off), manifests read
  /// each way.
  var counts: [String: Int] {
    var counts: [String: Int] = [:]
    if let readings = readings?.all, !readings.isEmpty {
      counts["manifests read statically"] = readings.filter { $0.way == .statically }.count
      counts["described by SwiftPM"] = readings.filter { $0.way != .statically }.count
    }
    if let indexCache = indexer?.cache {
      counts["cached targets"] = indexCache.hits.value
      counts["unread targets"] = indexCache.stampHits.value
    }
    if let describeHits { counts["cached packages"] = describeHits.value }
    return counts
  }
}
