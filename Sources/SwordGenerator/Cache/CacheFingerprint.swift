import Foundation

/// Which Sword wrote a cache entry: its version, the ``TargetIndex/formatVersion``, the layout of entries, and the
/// identity of the running executable's bytes (its linker's build ID, else a digest of the file). An entry written by any other Sword, a rebuilt one included, is not used: a
/// developer's build with a changed indexer never reads indexes made by the old one, even when nobody bumped a
/// version. The same executable at another path or with another date (a CI job that restores the cache and the
/// binary it built) reads them.
enum CacheFingerprint {
  /// The Sword release the cache belongs to; keep it equal to `sword --version`.
  static let swordVersion = "0.1.0"
  /// The layout of a cache entry (header line, payload; for an index entry, stamps then index); bumped when it changes.
  static let entryFormat = 8

  /// The fingerprint of this process, from the digest of its executable: read from `directory`'s memo when the
  /// executable's path, size, date and inode are those it was made for, else computed (the executable read once)
  /// and remembered there.
  static func current(directory: String) -> String {
    let executable = executablePath
    return fingerprint(executable: digest(of: executable, memo: directory + "/executable"))
  }

  private static func fingerprint(executable: String) -> String {
    [
      "sword \(swordVersion)", "index format \(TargetIndex.formatVersion)", "entry format \(entryFormat)",
      "executable \(executable)",
    ].joined(separator: "; ")
  }

  private static var executablePath: String {
    let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "?"
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// What the bytes of the executable at `path` are known by: its build ID (see ``ExecutableIdentity``), read from a
  /// few of its bytes; else the digest of the whole file, through the memo file `memo` (one line: identity, tab,
  /// digest). A file that cannot be read is known by its identity alone.
  static func digest(of path: String, memo: String?) -> String {
    if let buildID = ExecutableIdentity.buildID(of: URL(fileURLWithPath: path).resolvingSymlinksInPath().path) {
      return buildID
    }
    let identity = fileIdentity(path)
    if let memo, let bytes = FileReader.contents(memo) {
      let line = String(decoding: bytes, as: UTF8.self)
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
      if parts.count == 2, parts[0] == identity, parts[1].count == 32 { return String(parts[1]) }
    }
    guard let data = FileReader.contents(path) else { return identity }
    let digest = ContentHash(data).hex
    if let memo {
      let folder = (memo as NSString).deletingLastPathComponent
      if (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil {
        _ = AtomicFile.replace(memo, with: Data("\(identity)\t\(digest)".utf8))
      }
    }
    return digest
  }

  /// `path size modification-time inode` of a file (symbolic links resolved), or `path missing`.
  static func fileIdentity(_ path: String) -> String {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
      return "\(resolved) missing"
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    return "\(resolved) \(size) \(String(format: "%.6f", modified)) \(inode)"
  }
}
