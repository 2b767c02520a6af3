import Foundation

/// What `stat` says about a file, enough to tell without reading it that its bytes are those of an earlier run:
/// size, modification and status-change times in nanoseconds, inode and device. The status-change time (`ctime`)
/// cannot be set back by any tool, so an edit whose modification time is restored (`touch -r`, `cp -p`) still
/// changes the stamp; a file replaced by another (a rename, `git checkout`) changes the inode.
///
/// A stamp only vouches for bytes read after it was taken and when the file had settled: see ``isSettled(takenAt:)``.
///
/// ```swift
/// let stamp = FileStamp(path: "/repo/Sources/App/App.swift")  // nil when the file cannot be stat'ed
/// ```
struct FileStamp: Codable, Hashable, Sendable {
  var size: Int
  var modified: Int
  var changed: Int
  var inode: Int
  var device: Int

  /// The stamp of the file at `path` (symbolic links followed, as reading does), or `nil` when it cannot be stat'ed
  /// or is not a regular file.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// Stamps `paths` in order, each file stat'ed relative to its folder, opened once for consecutive files that share
  /// it (a target's files mostly do): the kernel resolves one name per file instead of the whole path. `body`
  /// receives each path's position and stamp (`nil` as for ``init(path:)``) and returns false to stop early.
  static func stamps(of paths: [String], _ body: (Int, FileStamp?) -> Bool) {
    var folder: Substring?
    var descriptor: Int32 = -1
    defer { if descriptor >= 0 { close(descriptor) } }
    for (position, path) in paths.enumerated() {
      let stamp: FileStamp?
      if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex {
        let parent = path[..<slash]
        if parent != folder {
          if descriptor >= 0 { close(descriptor) }
          descriptor = open(String(parent), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
          folder = parent
        }
        stamp = descriptor >= 0 ? FileStamp(in: descriptor, name: String(path[path.index(after: slash)...])) : nil
      } else {
        stamp = FileStamp(path: path)
      }
      guard body(position, stamp) else { return }
    }
  }

  /// The stamp of `name` in the open folder `folder` (links followed).
  private init?(in folder: Int32, name: String) {
    var info = stat()
    guard fstatat(folder, name, &info, 0) == 0 else { return nil }
    self.init(info)
  }

  private init?(_ info: stat) {
    guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    size = Int(info.st_size)
    #if canImport(Darwin)
      modified = Self.nanoseconds(info.st_mtimespec)
      changed = Self.nanoseconds(info.st_ctimespec)
    #else
      modified = Self.nanoseconds(info.st_mtim)
      changed = Self.nanoseconds(info.st_ctim)
    #endif
    inode = Int(truncatingIfNeeded: info.st_ino)
    device = Int(truncatingIfNeeded: info.st_dev)
  }

  init(size: Int, modified: Int, changed: Int, inode: Int, device: Int) {
    self.size = size
    self.modified = modified
    self.changed = changed
    self.inode = inode
    self.device = device
  }

  /// Whether any later change to the file must give another stamp, given that the stamp was taken after the
  /// wall-clock second `taken` (see ``currentSecond()``). Git's rule for "racily clean" files, with a second of
  /// margin for the kernel's coarse file-system clock: a file whose times fall in that second or the one before
  /// may be changed again without its times moving, so it is hashed rather than trusted. A time in the future (a
  /// skewed clock, `touch -d tomorrow`) is never settled.
  func isSettled(takenAt taken: Int) -> Bool {
    let limit = (taken - 1).multipliedReportingOverflow(by: 1_000_000_000)
    guard !limit.overflow else { return false }
    return modified < limit.partialValue && changed < limit.partialValue
  }

  /// The current wall-clock second, read before taking stamps so that ``isSettled(takenAt:)`` can judge them.
  static func currentSecond() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int(now.tv_sec)
  }

  private static func nanoseconds(_ time: timespec) -> Int {
    Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec)
  }
}
