import Foundation

/// The file-system clock as the files themselves record it. Tests that judge stamps read "now" from the files they
/// just wrote instead of the wall clock, so that a thread stalled between a write and a stamp (a slow, loaded
/// machine) changes nothing; and tests that need a later status-change time wait for that clock to move instead of
/// hoping it has.
package enum FileClock {
  /// The latest whole second in which any of the files at `paths` was modified or changed status (files that
  /// cannot be stat'ed are skipped; 0 when none can).
  package static func latestSecond(of paths: [String]) -> Int {
    paths.compactMap { try? FileStatus(path: $0).latestSecond }.max() ?? 0
  }

  /// ``latestSecond(of:)`` of the files directly inside `folder`.
  package static func latestSecond(ofFilesIn folder: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return latestSecond(of: names.map { folder + "/" + $0 })
  }

  /// Returns once the file-system clock of `folder` reads later than `nanoseconds` (a status-change time): a probe
  /// file in `folder` is touched until its own status-change time is later. That takes at most one tick of the
  /// clock (a few milliseconds, or a second on a file system that keeps whole seconds). Throws past `limit`
  /// seconds, which only a clock that does not move could reach: a failure instead of a hang.
  package static func waitUntilPast(_ nanoseconds: Int, in folder: String, limit: Double = 30) throws {
    let probe = folder + "/.clock-probe-\(UUID().uuidString)"
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FileClockError("cannot create '\(probe)': \(String(cString: strerror(errno)))") }
    defer {
      close(descriptor)
      unlink(probe)
    }
    let started = Date()
    while true {
      var info = stat()
      // Setting the times to now (a null `times`) sets the status-change time to now as well.
      guard futimens(descriptor, nil) == 0, fstat(descriptor, &info) == 0 else {
        throw FileClockError("cannot touch '\(probe)': \(String(cString: strerror(errno)))")
      }
      if FileStatus(info).changed > nanoseconds { return }
      guard Date().timeIntervalSince(started) < limit else {
        throw FileClockError("the file-system clock of '\(folder)' did not pass \(nanoseconds) ns within \(limit) s")
      }
      usleep(500)
    }
  }

  /// Sets the modification time of `path` to exactly `nanoseconds` (seconds and nanoseconds, with `utimensat`;
  /// the access time is kept), as `touch -r` puts back the time of an earlier state. The status-change time moves
  /// to now, as it does for every change.
  package static func setModificationTime(of path: String, to nanoseconds: Int) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileClockError("cannot stat '\(path)': \(String(cString: strerror(errno)))")
    }
    #if canImport(Darwin)
      let accessed = info.st_atimespec
    #else
      let accessed = info.st_atim
    #endif
    let modified = timespec(tv_sec: nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    let times = [accessed, modified]
    guard utimensat(AT_FDCWD, path, times, 0) == 0 else {
      throw FileClockError("cannot set the times of '\(path)': \(String(cString: strerror(errno)))")
    }
  }
}
