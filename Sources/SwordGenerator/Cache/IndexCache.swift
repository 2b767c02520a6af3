import Foundation

/// The per-target index cache: one entry per target, keyed by the target's module name and, for each of its files
/// in order, the path and a digest of the bytes. A target whose files are byte for byte the same is not parsed
/// again; any other target is indexed as on a cold run and its entry replaced. Files are read once either way:
/// the bytes that were hashed are the bytes that get parsed.
///
/// Nothing in an entry depends on where the workspace is: it is named after the target's package folder relative to
/// the workspace, its key holds the files' paths relative to the package, and its index holds a mark for the package
/// folder (``IndexCodec/encode(_:folder:)``). A cache restored into a clone at another path parses nothing that did
/// not change; the files are read once there, to check their bytes.
///
/// Each entry also records each file's ``FileStamp``, taken before its bytes were read. When every file still has
/// its recorded stamp and had settled when it was taken, the entry's key is known to hold without reading a byte
/// (git's stat-based "clean" check); otherwise the files are read and hashed, and the stamps recorded again.
///
/// ```swift
/// let cache = IndexCache(store: CacheStore(directory: ".build/sword-cache", secret: .process))
/// let (index, fromCache) = cache.index(target)
/// ```
struct IndexCache: Sendable {
  static let kind = "index"

  let store: CacheStore
  /// Counts the targets whose index came from the cache, for `--verbose`.
  let hits = CacheCounter()
  /// Counts the targets whose files' stamps vouched for their entry, so that they were not read.
  let stampHits = CacheCounter()
  /// The folder entries are named relative to (the workspace root); `nil` names them by absolute path.
  var workspaceRoot: String?
  /// The wall-clock second now; a test may move it forward to make files it just wrote settled.
  var currentSecond: @Sendable () -> Int = FileStamp.currentSecond
  /// The settled stamps each target's index was vouched for or made under this run, for ``WarmSnapshot``.
  let ledger = StampLedger()

  /// The stamps of a target's files, taken in `second`, before their bytes were read. Written field by field with
  /// ``IndexWriter`` (every warm run reads one per target).
  struct StampRecord: Equatable, Sendable {
    var moduleName: String
    var files: [String]
    var second: Int
    var stamps: [FileStamp]

    /// Whether every file still has its recorded stamp, and had settled when it was taken: its bytes are those
    /// the entry was made from, without reading one.
    func vouchesForFiles() -> Bool {
      guard stamps.count == files.count else { return false }
      var vouched = true
      FileStamp.stamps(of: files) { position, stamp in
        vouched = stamps[position].isSettled(takenAt: second) && stamp == stamps[position]
        return vouched
      }
      return vouched
    }

  }

  /// A target's entry whose stamps vouch for its files: the encoded index and the stamps.
  struct Stamped: Sendable {
    fileprivate var indexBytes: Data
    fileprivate var record: StampRecord
    /// The digest of the index (see ``digest(of:)``).
    let digest: String

    fileprivate init(indexBytes: Data, record: StampRecord) {
      self.indexBytes = indexBytes
      self.record = record
      digest = IndexCache.digest(of: indexBytes)
    }
  }

  /// The digest of an encoded index: what ``RunCache`` keys a target's part of a run with. Everything the stages
  /// after indexing read of a target is in its index, so an edit that leaves the index as it was (a method's body,
  /// a comment, a declaration Sword does not read) leaves the run's key as it was.
  static func digest(of indexBytes: Data) -> String { ContentHash(indexBytes).hex }

  /// The target's index, and whether it came from the cache.
  func index(_ target: SwordTarget) -> (index: TargetIndex, fromCache: Bool) {
    let result = index(target, stamped: stamped(target))
    return (result.index, result.fromCache)
  }

  /// The target's entry when its stamps vouch for the files without reading a byte: every file has the stamp
  /// recorded when its bytes were last read, and had settled then. `nil` otherwise.
  ///
  /// `checked`: a record whose stamps were found to vouch for the files a moment ago (the warm snapshot's): an entry
  /// with the same record is taken without looking at the files again.
  func stamped(_ target: SwordTarget, checked: StampRecord? = nil) -> Stamped? {
    guard let entry = store.read(kind: Self.kind, name: entryName(target)),
      let (stamps, indexBytes) = Self.split(entry.payload), let record = stamps,
      record.moduleName == target.moduleName, record.files == target.sourceFiles,
      record == checked || record.vouchesForFiles()
    else { return nil }
    stampHits.increment()
    ledger.note(target, record)
    return Stamped(indexBytes: indexBytes, record: record)
  }

  /// Takes an entry whose stamps vouch for `target`'s files (from ``stamped(_:checked:)``) without decoding its
  /// index: its digest, which is all a run whose result is cached needs. ``decode(_:of:checked:)`` gives the index.
  func take(_ stamped: Stamped, for target: SwordTarget) -> String {
    hits.increment()
    ledger.note(target, stamped.record)
    return stamped.digest
  }

  /// The index of an entry taken with ``take(_:for:)``; `nil` when its bytes do not decode as `target`'s.
  ///
  /// `checked`: digests of indexes a run of this cache checked already (see ``GraphMemo``): an entry with one of
  /// them is not checked again. (They come from an entry of this cache too, which is as trusted as this one.)
  func decode(_ stamped: Stamped, of target: SwordTarget, checked: Set<String> = []) -> TargetIndex? {
    Self.decodeIndex(stamped.indexBytes, of: target, checkingSpelling: !checked.contains(stamped.digest))
  }

  /// The target's index, whether it came from the cache, and the digest of the index (see ``digest(of:)``; `nil`
  /// when it must not be cached). With `stamped` (see ``stamped(_:checked:)``) no file is read; otherwise the files
  /// are read and hashed, their stamps taken just before.
  ///
  /// With `deferringWrites`, an entry to write is not written but returned as `write`, for the caller to run later
  /// (off the critical path); otherwise `write` is `nil`.
  func index(_ target: SwordTarget, stamped: Stamped?, deferringWrites: Bool = false) -> (
    index: TargetIndex, fromCache: Bool, digest: String?, write: (@Sendable () -> Void)?
  ) {
    if let stamped, let cached = Self.decodeIndex(stamped.indexBytes, of: target) {
      hits.increment()
      ledger.note(target, stamped.record)
      return (cached, true, stamped.digest, nil)
    }
    let name = entryName(target)
    let second = currentSecond()
    var stamps: [FileStamp?] = []
    FileStamp.stamps(of: target.sourceFiles) { _, stamp in
      stamps.append(stamp)
      return true
    }
    let contents = target.sourceFiles.map { (path: $0, data: FileReader.contents($0)) }
    // A file that cannot be read gives a diagnostic that names the moment, not the bytes: never cached.
    guard contents.allSatisfy({ $0.data != nil }) else {
      ledger.note(target, nil)
      return (TargetIndexer.index(moduleName: target.moduleName, contents: contents), false, nil, nil)
    }
    let key = Self.key(moduleName: target.moduleName, contents: contents, relativeTo: target.packagePath)
    // Stamps are recorded only when every file had settled: no later run could trust them otherwise.
    let complete = stamps.compactMap { $0 }
    let record =
      complete.count == stamps.count && complete.allSatisfy({ $0.isSettled(takenAt: second) })
      ? StampRecord(moduleName: target.moduleName, files: target.sourceFiles, second: second, stamps: complete) : nil
    ledger.note(target, record)

    let write: @Sendable () -> Void
    let result: (index: TargetIndex, fromCache: Bool)
    let indexBytes: Data
    if let payload = store.read(kind: Self.kind, name: name, key: key),
      let (previous, entryBytes) = Self.split(payload),
      let cached = Self.decodeIndex(entryBytes, of: target)
    {
      hits.increment()
      result = (cached, true)
      indexBytes = entryBytes
      // The bytes are those of the entry; only the stamps are out of date (a touched file, a fresh one).
      guard let record, previous != record else { return (cached, true, Self.digest(of: indexBytes), nil) }
      write = { store.write(kind: Self.kind, name: name, key: key, payload: Self.payload(record, entryBytes)) }
    } else {
      let index = TargetIndexer.index(moduleName: target.moduleName, contents: contents)
      result = (index, false)
      // Encoded here, on the indexing core, for the digest; the entry itself is written later.
      indexBytes = IndexCodec.encode(index, folder: Self.folder(of: target))
      write = {
        store.write(
          kind: Self.kind, name: name, key: key,
          payload: Self.payload(record, IndexCodec.encode(index, folder: Self.folder(of: target))))
      }
    }
    let digest = Self.digest(of: indexBytes)
    guard deferringWrites else {
      write()
      return (result.index, result.fromCache, digest, nil)
    }
    return (result.index, result.fromCache, digest, write)
  }

  private func entryName(_ target: SwordTarget) -> String {
    let package = workspaceRoot.map { Paths.withinWorkspace(target.packagePath, root: $0) } ?? target.packagePath
    return CacheStore.entryName(target.moduleName, identity: "\(package)\n\(target.name)")
  }

  /// The folder an entry's index is stored relative to: the target's package (not `/`, which every path holds).
  private static func folder(of target: SwordTarget) -> String? {
    target.packagePath == "/" || target.packagePath.isEmpty ? nil : target.packagePath
  }

  /// What tells a target from every other of the workspace: its package folder and its name.
  static func identity(of target: SwordTarget) -> String { "\(target.packagePath)\n\(target.name)" }

  /// An entry's payload: the length of the encoded stamps (4 bytes, little-endian; 0 for none), the stamps, then
  /// the encoded index. The stamps can be read without decoding the index.
  private static func payload(_ record: StampRecord?, _ indexBytes: Data) -> Data {
    let stampBytes = record?.encoded() ?? Data()
    var payload = Data(capacity: 4 + stampBytes.count + indexBytes.count)
    withUnsafeBytes(of: UInt32(stampBytes.count).littleEndian) { payload.append(contentsOf: $0) }
    payload.append(stampBytes)
    payload.append(indexBytes)
    return payload
  }

  /// The stamps (`nil` when none were recorded) and the index bytes of a payload; `nil` when it is malformed.
  private static func split(_ payload: Data) -> (stamps: StampRecord?, index: Data)? {
    let bytes = [UInt8](payload.prefix(4))
    guard bytes.count == 4 else { return nil }
    let length = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24
    guard payload.count - 4 >= length else { return nil }
    let start = payload.startIndex + 4
    let index = Data(payload[(start + length)...])
    guard length > 0 else { return (nil, index) }
    guard let record = try? StampRecord(decoding: Data(payload[start..<(start + length)])) else {
      return nil
    }
    return (record, index)
  }

  /// The entry's index, when it decodes, is the target's, and holds only names spelled as the indexer spells them
  /// (an entry is read from the disk: see ``IndexSpellingCheck``); otherwise the target is indexed again.
  private static func decodeIndex(
    _ indexBytes: Data, of target: SwordTarget, checkingSpelling: Bool = true
  ) -> TargetIndex? {
    guard let index = try? IndexCodec.decode(indexBytes, folder: folder(of: target)),
      index.moduleName == target.moduleName,
      !checkingSpelling || IndexSpellingCheck.problem(in: index) == nil
    else { return nil }
    return index
  }

  /// The key of a target's contents: module name, then each file's path (relative to `folder` when inside it) and
  /// digest, in the given order.
  static func key(moduleName: String, contents: [(path: String, data: Data?)], relativeTo folder: String = "") -> String
  {
    var key = CacheKey()
    key.add(moduleName)
    key.add(contents.count)
    for (path, data) in contents {
      key.add(folder.isEmpty || folder == "/" ? path : Paths.relative(path, to: folder))
      key.add(data.map { ContentHash($0) } ?? ContentHash(high: 0, low: 0))
    }
    return key.digest.hex
  }
}

/// The stamps under which each target's index was taken in one run: from the entry its stamps vouched for, or
/// taken before its files were read; `nil` for a target whose stamps could not vouch for it (a file not settled or
/// unreadable), which keeps the run from being a ``WarmSnapshot``.
final class StampLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var records: [String: IndexCache.StampRecord] = [:]

  /// Notes the stamps of `target`'s index this run; `nil` forgets any noted before.
  func note(_ target: SwordTarget, _ record: IndexCache.StampRecord?) {
    lock.withLock { records[IndexCache.identity(of: target)] = record }
  }

  /// The record noted for `target` this run, if any.
  func record(of target: SwordTarget) -> IndexCache.StampRecord? {
    lock.withLock { records[IndexCache.identity(of: target)] }
  }
}

extension IndexCache.StampRecord {
  /// Writes the record field by field: module, second, files, then each stamp's five numbers.
  func write(to writer: inout IndexWriter) {
    writer.string(moduleName)
    writer.int(second)
    writer.array(files) { $0.string($1) }
    writer.array(stamps) { writer, stamp in
      for field in [stamp.size, stamp.modified, stamp.changed, stamp.inode, stamp.device] { writer.int(field) }
    }
  }

  init(from reader: inout IndexReader) throws {
    let moduleName = try reader.string()
    let second = try reader.int()
    let files = try reader.array { try $0.string() }
    let stamps = try reader.array { reader in
      FileStamp(
        size: try reader.int(), modified: try reader.int(), changed: try reader.int(), inode: try reader.int(),
        device: try reader.int())
    }
    self.init(moduleName: moduleName, files: files, second: second, stamps: stamps)
  }

  func encoded() -> Data {
    var writer = IndexWriter(capacity: 64 + files.count * 64)
    write(to: &writer)
    return Data(writer.bytes)
  }

  init(decoding data: Data) throws {
    self = try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      let record = try Self(from: &reader)
      guard reader.isAtEnd else { throw IndexCodec.Malformed() }
      return record
    }
  }
}
