/// What one run of Sword is asked to do.
package struct PipelineOptions: Sendable {
  /// What happens to the generated file.
  package enum Mode: Sendable {
    /// Write the generated file when its bytes change.
    case generate
    /// Write nothing; report whether the file on disk is current.
    case check
  }

  /// The `.sword.yml` to read (relative to the current directory or absolute).
  package var configPath: String
  package var mode: Mode
  /// How many targets are indexed at once.
  package var jobs: Int
  /// Called as the run moves through its stages, for a progress display (`sword` prints it on a terminal);
  /// `nil` by default.
  package var progress: (@Sendable (PipelineProgress) -> Void)?
  /// Where indexes and package descriptions are kept between runs; `.disabled` by default (`sword` itself uses
  /// `.besideConfiguration` unless given `--no-cache` or `--cache-dir`).
  package var cache: CacheSetting = .disabled

  package init(configPath: String = ".sword.yml", mode: Mode = .generate, jobs: Int = 0) {
    self.configPath = configPath
    self.mode = mode
    self.jobs = jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount)
  }
}

import Foundation
