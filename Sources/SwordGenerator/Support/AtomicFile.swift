import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file Sword writes goes through here: the bytes go to a temporary file created exclusively beside the
/// destination, without following links, which then takes the destination's name in one step. A reader (or a
/// crash) sees the old file or the new one, never a mix, and a link planted beside the destination cannot redirect
/// the write. ``OutputWriter`` adds the checks of generated files (workspace boundary, Sword's header) on top.
///
/// ```swift
/// if let reason = AtomicFile.replace("/repo/graph.html", with: data) { print("cannot write: \(reason)") }
/// ```
enum AtomicFile {
  /// Writes `contents` to `path`, replacing what is there; `nil`, or why it could not. The temporary file is named
  /// `<temporaryPrefix><pid>-<random>.tmp`; `mode` is the new file's mode (0644 less the umask when `nil`).
  static func replace(
    _ path: String, with contents: Data, temporaryPrefix: String? = nil, mode: mode_t? = nil
  ) -> String? {
    let url = URL(fileURLWithPath: path)
    let prefix = temporaryPrefix ?? ".\(url.lastPathComponent).sword-"
    let temporary: String
    let partial = testCrash(at: "mid-temporary-write", replacing: url)
    switch createTemporary(
      in: url.deletingLastPathComponent().path, prefix: prefix,
      contents: partial ? contents.prefix(contents.count / 2) : contents, mode: mode)
    {
    case .success(let created): temporary = created
    case .failure(let reason): return reason.text
    }
    if partial || testCrash(at: "before-rename", replacing: url) { raise(SIGKILL) }
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return reason
    }
    if testCrash(at: "after-rename", replacing: url) { raise(SIGKILL) }
    return nil
  }

  /// A test hook, off unless the environment sets it: `SWORD_TEST_CRASH_AT=<point>:<file name>` makes the process
  /// kill itself (SIGKILL, as a crash or `kill -9` would) while replacing a file of that name, at `<point>`:
  /// `mid-temporary-write` (half the new bytes in the temporary file), `before-rename` (all of them) or
  /// `after-rename`. `CrashSafeWriteTests` checks what each point leaves on disk.
  private static let testCrashPoint = ProcessInfo.processInfo.environment["SWORD_TEST_CRASH_AT"]

  private static func testCrash(at point: String, replacing url: URL) -> Bool {
    testCrashPoint == "\(point):\(url.lastPathComponent)"
  }

  /// Writes `contents` to `path` only if nothing is there, never replacing a file that appeared meanwhile; `mode`
  /// is the new file's mode (0644 less the umask when `nil`), set before any byte is written.
  static func create(_ path: String, with contents: Data, mode: mode_t? = nil) -> Result<Void, CreateFailure> {
    let url = URL(fileURLWithPath: path)
    let prefix = ".\(url.lastPathComponent).sword-"
    let temporary: String
    switch createTemporary(in: url.deletingLastPathComponent().path, prefix: prefix, contents: contents, mode: mode) {
    case .success(let created): temporary = created
    case .failure(let reason): return .failure(.unwritable(reason.text))
    }
    defer { unlink(temporary) }
    if link(temporary, path) != 0 {
      return .failure(errno == EEXIST ? .exists : .unwritable(String(cString: strerror(errno))))
    }
    return .success(())
  }

  /// Why ``AtomicFile/create(_:with:mode:)`` wrote nothing.
  enum CreateFailure: Error, Equatable {
    case exists
    case unwritable(String)
  }

  /// A reason, as an error value.
  struct Reason: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// Creates `<prefix><pid>-<random>.tmp` in `folder` exclusively (`O_EXCL | O_NOFOLLOW`, mode 0644 less the
  /// umask, or `mode` when given) and writes `contents` to it; its path, or why not. Nothing is left behind on
  /// failure.
  static func createTemporary(
    in folder: String, prefix: String, contents: Data, mode: mode_t?
  ) -> Result<String, Reason> {
    let pid = ProcessInfo.processInfo.processIdentifier
    for _ in 0..<16 {
      let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let path = "\(folder)/\(prefix)\(pid)-\(random).tmp"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        return .failure(Reason(String(cString: strerror(errno))))
      }
      if let mode { _ = fchmod(descriptor, mode) }
      let failure: String? = contents.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let count = SystemCall.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if count < 0 {
            if errno == EINTR { continue }
            return errno == EFBIG || errno == ENOSPC || errno == EDQUOT
              ? "\(String(cString: strerror(errno))): the disk or your file-size limit (ulimit -f) is too small for \(buffer.count) bytes"
              : String(cString: strerror(errno))
          }
          offset += count
        }
        return nil
      }
      if close(descriptor) != 0, failure == nil {
        let reason = String(cString: strerror(errno))
        unlink(path)
        return .failure(Reason(reason))
      }
      if let failure {
        unlink(path)
        return .failure(Reason(failure))
      }
      return .success(path)
    }
    return .failure(Reason("could not create a temporary file in '\(folder)'"))
  }

  /// A reason, as an error value.
  private struct TextError: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

}
