import Foundation

/// The per-target index cache: one entry per target, keyed by the target's module name and, for each of its files
/// in order, the path and a digest of the bytes. A target whose files are byte for byte the same is not parsed
/// again; any other target is indexed as on a cold run and its entry replaced. Files are read once either way:
/// the bytes that were hashed are the bytes that get parsed.
///
/// ```swift
/// let cache = IndexCache(store: CacheStore(directory: ".build/sword-cache"))
/// let (index, fromCache) = cache.index(target)
/// ```
struct IndexCache: Sendable {
  static let kind = "index"

  let store: CacheStore
  /// Counts the targets whose index came from the cache, for `--verbose`.
  let hits = CacheCounter()

  /// The target's index, and whether it came from the cache.
  func index(_ target: SwordTarget) -> (index: TargetIndex, fromCache: Bool) {
    let contents = target.sourceFiles.map { (path: $0, data: FileManager.default.contents(atPath: $0)) }
    // A file that cannot be read gives a diagnostic that names the moment, not the bytes: never cached.
    guard contents.allSatisfy({ $0.data != nil }) else {
      return (TargetIndexer.index(moduleName: target.moduleName, contents: contents), false)
    }
    let key = Self.key(moduleName: target.moduleName, contents: contents)
    let name = CacheStore.entryName(target.moduleName, identity: "\(target.packagePath)\n\(target.name)")
    if let payload = store.read(kind: Self.kind, name: name, key: key),
      let cached = try? CacheDecoder.decode(TargetIndex.self, from: payload), cached.moduleName == target.moduleName
    {
      hits.increment()
      return (cached, true)
    }
    let index = TargetIndexer.index(moduleName: target.moduleName, contents: contents)
    if let payload = try? CacheEncoder.encode(index) {
      store.write(kind: Self.kind, name: name, key: key, payload: payload)
    }
    return (index, false)
  }

  /// The key of a target's contents: module name, then each file's path and digest, in the given order.
  static func key(moduleName: String, contents: [(path: String, data: Data?)]) -> String {
    var key = CacheKey()
    key.add(moduleName)
    key.add(contents.count)
    for (path, data) in contents {
      key.add(path)
      key.add(data.map { ContentHash($0) } ?? ContentHash(high: 0, low: 0))
    }
    return key.digest.hex
  }
}
