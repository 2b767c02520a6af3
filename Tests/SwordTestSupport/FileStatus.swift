import Foundation

/// What `stat` says of a file that tells one write of it from another: inode and device, size, and the modification
/// and status-change times in nanoseconds. Tests compare it instead of a modification date, which a rewrite within
/// the same tick of the file-system clock leaves equal:
/// - a file replaced by renaming a new one over it, as Sword writes every file, gets another inode;
/// - a file edited in place keeps its inode but gets a later status-change time, once the file-system clock has
///   moved past the last one (``FileClock/waitUntilPast(_:in:)``).
///
/// ```swift
/// let before = try FileStatus(path: output)
/// // run something that must leave the file alone
/// XCTAssertEqual(try FileStatus(path: output), before)
/// ```
package struct FileStatus: Equatable, Sendable, CustomStringConvertible {
  package var inode: UInt64
  package var device: UInt64
  package var size: Int
  /// The modification time, in nanoseconds since 1970.
  package var modified: Int
  /// The status-change time, in nanoseconds since 1970: set by the kernel on every change, never by a tool.
  package var changed: Int

  /// The status of the file at `path` (symbolic links followed); throws when it cannot be stat'ed.
  package init(path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileClockError("cannot stat '\(path)': \(String(cString: strerror(errno)))")
    }
    self.init(info)
  }

  /// The status `stat` or `fstat` gave.
  init(_ info: stat) {
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    device = UInt64(truncatingIfNeeded: info.st_dev)
    size = Int(info.st_size)
    #if canImport(Darwin)
      modified = Self.nanoseconds(info.st_mtimespec)
      changed = Self.nanoseconds(info.st_ctimespec)
    #else
      modified = Self.nanoseconds(info.st_mtim)
      changed = Self.nanoseconds(info.st_ctim)
    #endif
  }

  /// The latest whole second of the modification and status-change times: the file-system clock's reading when
  /// the file was last written or changed.
  package var latestSecond: Int { max(modified, changed) / 1_000_000_000 }

  package var description: String {
    "inode \(inode) device \(device) size \(size) modified \(modified) changed \(changed)"
  }

  private static func nanoseconds(_ time: timespec) -> Int {
    Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}

/// Why a file's status or times could not be read or set.
package struct FileClockError: Error, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
