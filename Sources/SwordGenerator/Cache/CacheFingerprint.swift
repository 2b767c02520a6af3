import Foundation

/// Which Sword wrote a cache entry: its version, the ``TargetIndex/formatVersion``, the layout of entries, and the
/// identity of the running executable (path, size, modification time). An entry written by any other Sword, a
/// rebuilt one included, is not used: a developer's build with a changed indexer never reads indexes made by the
/// old one, even when nobody bumped a version.
enum CacheFingerprint {
  /// The Sword release the cache belongs to; keep it equal to `sword --version`.
  static let swordVersion = "0.1.0"
  /// The layout of a cache entry (header line, payload; for an index entry, stamps then index); bumped when it changes.
  static let entryFormat = 6

  /// The fingerprint of this process.
  static let current: String = [
    "sword \(swordVersion)", "index format \(TargetIndex.formatVersion)", "entry format \(entryFormat)",
    "executable \(fileIdentity(Bundle.main.executablePath ?? CommandLine.arguments.first ?? "?"))",
  ].joined(separator: "; ")

  /// `path size modification-time` of a file (symbolic links resolved), or `path missing`.
  static func fileIdentity(_ path: String) -> String {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
      return "\(resolved) missing"
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(resolved) \(size) \(String(format: "%.6f", modified))"
  }
}
