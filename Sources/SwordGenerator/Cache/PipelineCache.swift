import Foundation

/// The caches of one run, made from ``CacheSetting`` once `.sword.yml` is read: the index cache, the whole-run
/// cache, and the describer to use (SwiftPM's wrapped in a ``CachingDescriber``; any other describer, such as a precomputed description, is
/// used as it is).
struct PipelineCache: Sendable {
  let indexCache: IndexCache?
  let runCache: RunCache?
  let describer: any PackageDescribing
  private let describeHits: CacheCounter?

  init(setting: CacheSetting, workspaceRoot: String, describer base: any PackageDescribing) {
    let folder = setting.folder(
      workspaceRoot: workspaceRoot, currentDirectory: FileManager.default.currentDirectoryPath)
    guard let folder else {
      indexCache = nil
      runCache = nil
      describer = base
      describeHits = nil
      return
    }
    let store = CacheStore(directory: folder)
    indexCache = IndexCache(store: store)
    runCache = RunCache(store: store)
    if let swiftPM = base as? SwiftPMDescriber, let swift = try? swiftPM.swiftExecutable() {
      let caching = CachingDescriber(base: swiftPM, store: store, toolIdentity: CacheFingerprint.fileIdentity(swift))
      describer = caching
      describeHits = caching.hits
    } else {
      describer = base
      describeHits = nil
    }
  }

  /// `--verbose` counts: targets and packages taken from the cache (none when the cache is off).
  var counts: [String: Int] {
    var counts: [String: Int] = [:]
    if let indexCache {
      counts["cached targets"] = indexCache.hits.value
      counts["unread targets"] = indexCache.stampHits.value
    }
    if let describeHits { counts["cached packages"] = describeHits.value }
    return counts
  }
}
