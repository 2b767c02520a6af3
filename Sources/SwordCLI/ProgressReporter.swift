import Foundation
import SwordGenerator

/// Shows where a long run is on one line of standard error, rewritten in place (`sword: indexing targets 12/40 ·
/// 1.4 s`). It shows nothing during the first second (a quick run stays silent), nothing when standard error is
/// not a terminal or `TERM` is `dumb`, and nothing with `--quiet`; ``finish()`` erases the line so diagnostics and
/// the summary start on a clean line.
///
/// `SWORD_PROGRESS_DELAY=<seconds>` changes the one-second wait (tests use 0).
final class ProgressReporter: @unchecked Sendable {
  /// Whether anything will be shown.
  let isEnabled: Bool
  private let lock = NSLock()
  private let delay: Double
  private let start = DispatchTime.now().uptimeNanoseconds
  private let write: @Sendable (String) -> Void
  private var latest: PipelineProgress?
  private var drawn: PipelineProgress?
  private var lastDrawn: UInt64 = 0
  private var finished = false
  private var timer: (any DispatchSourceTimer)?

  /// Whether this process should show progress: stderr is a terminal that understands `\r` and erasing.
  static var terminalAllowsProgress: Bool {
    isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// A reporter for a run with these flags, writing to standard error.
  convenience init(quiet: Bool) {
    let delay = ProcessInfo.processInfo.environment["SWORD_PROGRESS_DELAY"].flatMap(Double.init) ?? 1
    self.init(enabled: !quiet && Self.terminalAllowsProgress, delay: delay) { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// A reporter that, when `enabled`, starts drawing after `delay` seconds and then redraws four times a second
  /// (so the elapsed time moves during a long stage), through `write`.
  init(enabled: Bool, delay: Double, write: @escaping @Sendable (String) -> Void) {
    self.isEnabled = enabled
    self.delay = max(0, delay)
    self.write = write
    guard enabled else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + self.delay, repeating: 0.25)
    timer.setEventHandler { [weak self] in self?.redraw(force: true) }
    self.timer = timer
    timer.resume()
  }

  /// What to pass as ``PipelineOptions/progress``; `nil` when nothing is shown.
  var handler: (@Sendable (PipelineProgress) -> Void)? {
    guard isEnabled else { return nil }
    return { [self] progress in
      lock.withLock { latest = progress }
      redraw(force: false)
    }
  }

  /// Stops drawing and erases the line, if one was shown.
  func finish() {
    lock.withLock {
      finished = true
      timer?.cancel()
      timer = nil
      if drawn != nil { write("\r\u{1B}[K") }
    }
  }

  /// Draws the latest report once the delay is over: always for a new stage or when `force`d, else at most 20
  /// times a second however fast targets finish.
  private func redraw(force: Bool) {
    lock.withLock {
      let now = DispatchTime.now().uptimeNanoseconds
      let elapsed = Double(now - start) / 1e9
      guard !finished, let latest, elapsed >= delay else { return }
      guard force || drawn?.stage != latest.stage || now - lastDrawn >= 50_000_000 else { return }
      lastDrawn = now
      drawn = latest
      write(String(format: "\r\u{1B}[Ksword: %@ · %.1f s", latest.description, elapsed))
    }
  }
}
