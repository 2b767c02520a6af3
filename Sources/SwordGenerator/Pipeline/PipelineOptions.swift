/// What one run of Sword is asked to do.
public struct PipelineOptions: Sendable {
  /// What happens to the generated file.
  public enum Mode: Sendable {
    /// Write the generated file when its bytes change.
    case generate
    /// Write nothing; report whether the file on disk is current.
    case check
  }

  /// The `.sword.yml` to read (relative to the current directory or absolute).
  public var configPath: String
  public var mode: Mode
  /// How many targets are indexed at once.
  public var jobs: Int
  /// Called as the run moves through its stages, for a progress display (`sword` prints it on a terminal);
  /// `nil` by default.
  public var progress: (@Sendable (PipelineProgress) -> Void)?
  /// Where indexes and package descriptions are kept between runs; `.disabled` by default (`sword` itself uses
  /// `.besideConfiguration` unless given `--no-cache` or `--cache-dir`).
  public var cache: CacheSetting = .disabled

  public init(configPath: String = ".sword.yml", mode: Mode = .generate, jobs: Int = 0) {
    self.configPath = configPath
    self.mode = mode
    self.jobs = jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount)
  }
}

import Foundation
