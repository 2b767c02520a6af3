import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way Sword reads a file it did not just write: every source, manifest, configuration, cache entry, index
/// file and output it compares goes through here. A path may name anything (a FIFO planted as `.sword.yml` or as a
/// cache entry, a device, a folder): only a regular file is read, so a run never blocks on a pipe nobody writes to.
/// The file is opened without blocking (`O_NONBLOCK`, which a FIFO with no writer would otherwise wait on), then
/// `fstat` of that descriptor decides, so the check and the read are about the same file. Links are followed, as
/// a compiler follows them.
///
/// ```swift
/// switch FileReader.read("/repo/.sword.yml", limit: 1 << 20) {
/// case .success(let file): print(file.data.count, file.owner)
/// case .failure(let problem): print(problem)  // "it is a FIFO, not a regular file"
/// }
/// ```
package enum FileReader {
  /// What was read, and what `fstat` said of the file it was read from.
  package struct File: Sendable {
    package var data: Data
    /// The user who owns the file.
    package var owner: uid_t
    /// The permission bits.
    package var mode: mode_t
  }

  /// Why a file was not read.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    case missing
    /// Something other than a regular file: `"a folder"`, `"a FIFO"`, …
    case notRegular(String)
    /// Larger than the limit asked for.
    case tooLarge(limit: Int)
    /// `open` or `read` failed with this reason.
    case unreadable(String)

    package var description: String {
      switch self {
      case .missing: "it does not exist"
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .tooLarge(let limit): "it is larger than \(limit) bytes"
      case .unreadable(let reason): "it cannot be read (\(reason))"
      }
    }
  }

  /// The whole file at `path` when it is a regular file of at most `limit` bytes.
  package static func read(_ path: String, limit: Int = .max) -> Result<File, Problem> {
    read(path, prefix: nil, limit: limit)
  }

  /// At most the first `count` bytes of the regular file at `path` (a header, without the rest).
  package static func readPrefix(_ path: String, count: Int) -> Result<File, Problem> {
    read(path, prefix: count, limit: .max)
  }

  /// The bytes of the regular file at `path`, or `nil` for anything else (missing, not a regular file, unreadable).
  package static func contents(_ path: String) -> Data? {
    try? read(path).get().data
  }

  private static func read(_ path: String, prefix: Int?, limit: Int) -> Result<File, Problem> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else { return .failure(.notRegular(describe(kind))) }
    let size = Int(status.st_size)
    let wanted = prefix.map { min($0, size) } ?? size
    if prefix == nil, size > limit { return .failure(.tooLarge(limit: limit)) }
    var data = Data(count: wanted)
    var filled = 0
    // A file may grow or shrink while it is read: read what is there, up to the size `fstat` gave (or the prefix).
    while filled < wanted {
      let got = data.withUnsafeMutableBytes { buffer in
        SystemCall.read(descriptor, buffer.baseAddress! + filled, wanted - filled)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(String(cString: strerror(errno))))
      }
      if got == 0 { break }
      filled += got
    }
    if filled < wanted { data.removeSubrange(filled...) }
    return .success(File(data: data, owner: status.st_uid, mode: status.st_mode & 0o7777))
  }

  /// `a folder`, `a FIFO`: what a non-regular file is, for a message.
  package static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }
}
