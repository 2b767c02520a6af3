import Foundation

/// How one run of Sword works, whatever its input and goal: how many targets are indexed at once, where the cache
/// is, who hears of progress, and the folder relative paths start from.
package struct PipelineOptions: Sendable {
  /// How many targets are indexed at once.
  package var jobs: Int
  /// Called as the run moves through its stages, for a progress display (`sword` prints it on a terminal);
  /// `nil` by default.
  package var progress: (@Sendable (PipelineProgress) -> Void)?
  /// Where indexes and package descriptions are kept between runs; `.disabled` by default (`sword` itself uses
  /// `.besideConfiguration` unless given `--no-cache` or `--cache-dir`).
  package var cache: CacheSetting = .disabled
  /// The key cache entries are authenticated with (see ``CacheSecret``): an entry is read only when this key made
  /// it. By default a key made for this process, so that no entry another process wrote is trusted; `sword` passes
  /// the user's (`SWORD_CACHE_KEY`, else the key file).
  package var cacheSecret: CacheSecret = .process
  /// The folder that relative paths of the input, the goal and `--cache-dir` start from: the CLI's current
  /// directory. The engine never reads the process's current directory itself.
  package var currentDirectory: String
  /// The wall-clock second now, which decides whether a file's stamp has settled (see ``FileStamp``): a warm run
  /// trusts the stamp of a file only when its times lie well before the second its stamp was taken. Tests fix it,
  /// so that which path a run takes never depends on how long the runs before it took.
  package var currentSecond: @Sendable () -> Int = { FileStamp.currentSecond() }
  /// The longest, in seconds, any process the run starts may take (`swift package describe`, `git`): past it, the
  /// process and everything it started are ended and the run reports which one (`sword --process-timeout`).
  package var processTimeLimit = ProcessRunner.defaultTimeLimit
  /// `sword check --stamp`: the file a passing `check` writes (the generated files are current), the output a build
  /// system waits for (SwordCheckBuildPlugin); absolute, or relative to ``currentDirectory``. `nil` by default.
  package var checkStamp: String?

  /// `jobs` 0 means one per core.
  package init(jobs: Int = 0, cache: CacheSetting = .disabled, currentDirectory: String) {
    self.jobs = jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount)
    self.cache = cache
    self.currentDirectory = currentDirectory
  }
}
