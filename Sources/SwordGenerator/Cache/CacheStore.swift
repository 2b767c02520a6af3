import Foundation

/// A folder of cache entries, one file each: a header line (JSON: what the entry is, which Sword wrote it, the key
/// it was made for, the length and digest of the payload) and the payload. Reading checks all of it, so a
/// truncated, corrupt, foreign or old entry is a miss, never trusted. Writing goes to a temporary file renamed into
/// place, so a reader never sees half an entry; a write that fails is ignored: the cache only ever saves time.
struct CacheStore: Sendable {
  /// The folder; created on the first write.
  let directory: String
  /// The ``CacheFingerprint`` entries must carry.
  let fingerprint: String

  init(directory: String, fingerprint: String = CacheFingerprint.current) {
    self.directory = directory
    self.fingerprint = fingerprint
  }

  private struct Header: Codable {
    static let magic = "sword-cache"
    var magic: String
    var kind: String
    var fingerprint: String
    var key: String
    var payloadBytes: Int
    var payloadDigest: String
  }

  /// The path of the entry `name` of `kind`: `<directory>/<kind>/<name>`.
  func path(kind: String, name: String) -> String {
    "\(directory)/\(kind)/\(name)"
  }

  /// The payload of the entry, if it is whole, of this kind and was written by this Sword; and the key it was
  /// written for (the caller decides whether that key still holds).
  func read(kind: String, name: String) -> (key: String, payload: Data)? {
    guard let data = FileManager.default.contents(atPath: path(kind: kind, name: name)),
      let newline = data.firstIndex(of: UInt8(ascii: "\n")),
      let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline]),
      header.magic == Header.magic, header.kind == kind, header.fingerprint == fingerprint
    else { return nil }
    let payload = data[data.index(after: newline)...]
    guard payload.count == header.payloadBytes, ContentHash(Data(payload)).hex == header.payloadDigest else {
      return nil
    }
    return (header.key, Data(payload))
  }

  /// The payload of the entry when it was written for `key`.
  func read(kind: String, name: String, key: String) -> Data? {
    guard let entry = read(kind: kind, name: name), entry.key == key else { return nil }
    return entry.payload
  }

  /// Writes the entry atomically; returns false (and leaves any previous entry alone) when it cannot.
  @discardableResult
  func write(kind: String, name: String, key: String, payload: Data) -> Bool {
    let header = Header(
      magic: Header.magic, kind: kind, fingerprint: fingerprint, key: key, payloadBytes: payload.count,
      payloadDigest: ContentHash(payload).hex)
    guard let headerData = try? JSONEncoder().encode(header) else { return false }
    let folder = "\(directory)/\(kind)"
    let final = path(kind: kind, name: name)
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return false
    }
    ignoreInVersionControl()
    return AtomicFile.replace(final, with: headerData + Data("\n".utf8) + payload) == nil
  }

  /// Puts a `.gitignore` of `*` in the cache folder (as pytest and ruff do with theirs), so that `git add -A` in a
  /// repository that does not ignore `.build` never picks up entries, and a pre-commit hook that runs `sword check`
  /// never finds tracked files changed by the cache.
  private func ignoreInVersionControl() {
    let path = "\(directory)/.gitignore"
    guard !FileManager.default.fileExists(atPath: path) else { return }
    _ = AtomicFile.create(path, with: Data("# Sword's cache (see `sword --help`): nothing here belongs in version control.\n*\n".utf8))
  }

  /// A file name for an entry about `identity` (a path, a module): readable, and unique through a digest.
  static func entryName(_ readable: String, identity: String) -> String {
    let safe = String(readable.unicodeScalars.map { scalar in
      CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-" ? Character(scalar) : "_"
    }.prefix(60))
    return "\(safe)-\(ContentHash(identity).hex.prefix(16))"
  }
}
