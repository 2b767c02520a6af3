import Foundation

/// A folder of cache entries, one file each: a header line (what the entry is, which Sword wrote it, the key it was
/// made for, the length of the payload and its authentication code, separated by tabs) and the payload. Reading
/// checks all of it, so a truncated, corrupt, foreign, forged or old entry is a miss, never trusted. Writing goes to
/// a temporary file renamed into place, so a reader never sees half an entry; a write that fails is ignored: the
/// cache only ever saves time.
///
/// ```text
/// sword-cache<TAB>index<TAB>sword 0.1.0; index format 10; …<TAB>9f2c…<TAB>5538<TAB>1b7e…(64 digits)<LF>payload
/// ```
/// The authentication code is the HMAC-SHA256, under the user's ``CacheSecret``, of the entry's name, its header
/// up to the code, and its payload: an entry is used only when this user's key made it, whatever kind it is. A
/// cache restored from elsewhere (CI) or edited in place cannot put anything into a run, even with a digest
/// recomputed: a plain digest (such as ``ContentHash``) anyone can compute, the code only a holder of the key. An
/// entry made for another name (one copied over another) is a miss too.
///
/// The header is plain text compared byte for byte: ``key(kind:name:)`` reads a header alone, to learn whether an
/// entry was made for the key a run asks for before its payload (megabytes for a run's result) is read and checked.
struct CacheStore: Sendable {
  /// The folder; created on the first write.
  let directory: String
  /// The ``CacheFingerprint`` entries must carry.
  let fingerprint: String
  /// The key entries are authenticated with.
  let secret: CacheSecret

  init(directory: String, fingerprint: String? = nil, secret: CacheSecret) {
    self.directory = directory
    self.secret = secret
    let fingerprint = fingerprint ?? CacheFingerprint.current(directory: directory)
    // The header's separators cannot appear inside a field.
    self.fingerprint = String(fingerprint.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }

  private static let magic = "sword-cache"

  /// The bytes every entry of `kind` written by this Sword starts with.
  private func prefix(kind: String) -> Data {
    Data("\(Self.magic)\t\(kind)\t\(fingerprint)\t".utf8)
  }

  /// The path of the entry `name` of `kind`: `<directory>/<kind>/<name>`.
  func path(kind: String, name: String) -> String {
    "\(directory)/\(kind)/\(name)"
  }

  /// The payload of the entry, if it is whole, of this kind and was written by this Sword; and the key it was
  /// written for (the caller decides whether that key still holds).
  func read(kind: String, name: String) -> (key: String, payload: Data)? {
    guard let data = Self.trusted(FileReader.read(path(kind: kind, name: name))) else { return nil }
    let prefix = prefix(kind: kind)
    guard data.starts(with: prefix),
      let newline = data[(data.startIndex + prefix.count)...].firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    let fields = data[(data.startIndex + prefix.count)..<newline].split(
      separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    guard fields.count == 3, let payloadBytes = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
    let payload = Data(data[data.index(after: newline)...])
    // The header up to the code (its tab included), as the code was made over it.
    let signed = data[data.startIndex..<fields[2].startIndex]
    guard payload.count == payloadBytes,
      Self.equalInConstantTime(
        authenticationCode(name: name, signedHeader: signed, payload: payload),
        String(decoding: fields[2], as: UTF8.self))
    else {
      return nil
    }
    return (String(decoding: fields[0], as: UTF8.self), payload)
  }

  /// The code an entry named `name` with this header (up to the code) and payload carries when this user's key made
  /// it. The name enters with its length, so that no name and header can be read as another.
  private func authenticationCode(name: String, signedHeader: Data, payload: Data) -> String {
    secret.authenticationCode([Data("\(name.utf8.count)\t\(name)\t".utf8), signedHeader, payload])
  }

  /// Whether `left` and `right` are the same text, in a time that does not depend on where they differ (a code is
  /// compared without telling how much of it was right).
  private static func equalInConstantTime(_ left: String, _ right: String) -> Bool {
    let left = Array(left.utf8)
    let right = Array(right.utf8)
    guard left.count == right.count else { return false }
    return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// The key the entry was written for, from its header alone (for a large entry, whose payload is worth reading
  /// and checking only when the key holds); `nil` when there is no entry of this kind written by this Sword. The
  /// payload is not checked: ``read(kind:name:key:)`` does that.
  func key(kind: String, name: String) -> String? {
    let prefix = prefix(kind: kind)
    // The prefix, then the key (a digest or a plain name) and its tab.
    guard let start = Self.trusted(FileReader.readPrefix(path(kind: kind, name: name), count: prefix.count + 256)),
      start.starts(with: prefix),
      let tab = start[(start.startIndex + prefix.count)...].firstIndex(of: UInt8(ascii: "\t"))
    else { return nil }
    return String(decoding: start[(start.startIndex + prefix.count)..<tab], as: UTF8.self)
  }

  /// The payload of the entry when it was written for `key`.
  func read(kind: String, name: String, key: String) -> Data? {
    guard let entry = read(kind: kind, name: name), entry.key == key else { return nil }
    return entry.payload
  }

  /// Writes the entry atomically; returns false (and leaves any previous entry alone) when it cannot.
  @discardableResult
  func write(kind: String, name: String, key: String, payload: Data) -> Bool {
    // Keys are digests or plain names; one holding a separator could not be read back.
    guard !key.contains("\t"), !key.contains("\n") else { return false }
    let signed = prefix(kind: kind) + Data("\(key)\t\(payload.count)\t".utf8)
    let header = signed + Data((authenticationCode(name: name, signedHeader: signed, payload: payload) + "\n").utf8)
    let folder = "\(directory)/\(kind)"
    let final = path(kind: kind, name: name)
    guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil,
      WorkFolder.isPrivateFolder(directory), Self.makePrivateFolder(folder)
    else { return false }
    ignoreInVersionControl()
    return AtomicFile.replace(final, with: header + payload) == nil
  }

  /// Makes `folder` (mode 0700) when missing, and says whether it may be written into
  /// (``WorkFolder/isPrivateFolder(_:)``). In a cache folder others can write to, one of them could replace a kind's
  /// folder (`run/`) with a link to a folder of theirs, and entries would be written there: such a folder is not
  /// written into (the run goes on without caching), and the cache folder itself is held to the same rule.
  static func makePrivateFolder(_ folder: String) -> Bool {
    _ = mkdir(folder, 0o700)
    return WorkFolder.isPrivateFolder(folder)
  }

  /// The bytes of an entry this user wrote: a regular file (a FIFO, a folder or a device planted under an entry's
  /// name is a miss, and is never waited on) owned by this user and writable by no one else, as Sword writes them.
  /// An entry someone else could have written is a miss: a run-cache entry holds generated code as it is.
  private static func trusted(_ read: Result<FileReader.File, FileReader.Problem>) -> Data? {
    guard case .success(let file) = read, file.owner == geteuid(), file.mode & 0o022 == 0 else { return nil }
    return file.data
  }

  /// Puts a `.gitignore` of `*` in the cache folder (as pytest and ruff do with theirs), so that `git add -A` in a
  /// repository that does not ignore `.build` never picks up entries, and a pre-commit hook that runs `sword check`
  /// never finds tracked files changed by the cache.
  private func ignoreInVersionControl() {
    let path = "\(directory)/.gitignore"
    guard !FileManager.default.fileExists(atPath: path) else { return }
    _ = AtomicFile.create(
      path, with: Data("# Sword's cache (see `sword --help`): nothing here belongs in version control.\n*\n".utf8))
  }

  /// The file name of an entry kept once per configuration (a run's result, its snapshot, its graph memo): named
  /// after the folder of `configFile`, unique through its path.
  static func entryName(configFile: String) -> String {
    entryName(URL(fileURLWithPath: configFile).deletingLastPathComponent().lastPathComponent, identity: configFile)
  }

  /// A file name for an entry about `identity` (a path, a module): readable, and unique through a digest.
  static func entryName(_ readable: String, identity: String) -> String {
    let safe = String(
      readable.unicodeScalars.map { scalar in
        CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-" ? Character(scalar) : "_"
      }.prefix(60))
    return "\(safe)-\(ContentHash(identity).hex.prefix(16))"
  }
}
