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

  public init(configPath: String = ".sword.yml", mode: Mode = .generate, jobs: Int = 0) {
    self.configPath = configPath
    self.mode = mode
    self.jobs = jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount)
  }
}

import Foundation
