import Foundation

/// Finds a file a target lists more than once under different paths: a symbolic link inside the target's folder
/// that leads back up (`self -> .`) makes SwiftPM list every file below it again through the link, up to the
/// system's limit of 40 links (41 times), and every copy would then be compiled and indexed as a file of its own.
/// Only files that share a name are looked at on the disk, so a target without such names costs no `stat`.
///
/// ```swift
/// DuplicateSourceFiles.problem(in: target, at: location)
/// // "'Sources/Core/Clock.swift' is listed 41 times for the target 'Core', through the symbolic link
/// //  'Sources/Core/self' (to '.') …"
/// ```
enum DuplicateSourceFiles {
  /// The diagnostic for `target` when one of its files is listed more than once, located at `location` (where
  /// `.sword.yml` names the target or its package).
  static func problem(in target: SwordTarget, at location: SourceLocation) -> Diagnostic? {
    // Names first, without a `stat`: nearly every target has no two files of one name.
    var names = Set<Substring>(minimumCapacity: target.sourceFiles.count)
    var repeatedNames = Set<Substring>()
    for file in target.sourceFiles where !names.insert(fileName(file)).inserted {
      repeatedNames.insert(fileName(file))
    }
    guard !repeatedNames.isEmpty else { return nil }
    var listings: [FileIdentity: [String]] = [:]
    for path in target.sourceFiles where repeatedNames.contains(fileName(path)) {
      guard let identity = FileIdentity(path) else { continue }
      listings[identity, default: []].append(path)
    }
    let repeated = listings.values.filter { $0.count > 1 }.map { $0.sorted { ($0.count, $0) < ($1.count, $1) } }
    guard let first = repeated.min(by: { $0[0] < $1[0] }) else { return nil }
    let shown = Paths.relative(first[0], to: target.packagePath)
    var message = "'\(shown)' is listed \(first.count) times for the target '\(target.name)'"
    if let link = firstLink(on: first[1], below: target.directory) {
      let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? "?"
      message += ", through the symbolic link '\(Paths.relative(link, to: target.packagePath))' (to '\(destination)')"
    }
    let others = repeated.count - 1
    if others > 0 { message += ", and \(others) more file\(others == 1 ? "" : "s") likewise" }
    message +=
      "; SwiftPM compiles each path as a file of its own: remove the link, or add it to the target's "
      + "`exclude:` in Package.swift"
    return Diagnostic(.duplicateSourceFile, message, at: location)
  }

  /// The last component of `path`.
  private static func fileName(_ path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
    return path[path.index(after: slash)...]
  }

  /// The first component of `path` below `folder` that is a symbolic link.
  private static func firstLink(on path: String, below folder: String) -> String? {
    var current = folder
    for component in Paths.relative(path, to: folder).split(separator: "/").dropLast() {
      current += "/" + component
      var status = stat()
      if lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return current }
    }
    return nil
  }

  /// One file on the disk, however it is reached.
  private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      device = UInt64(truncatingIfNeeded: status.st_dev)
      inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
  }
}
