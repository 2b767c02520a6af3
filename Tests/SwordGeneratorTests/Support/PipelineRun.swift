import Foundation
import SwordGenerator

extension Pipeline {
  /// A run on the `.sword.yml` at `config` (absolute), for tests: packages described by `describer` (SwiftPM when
  /// `nil`), the process's directory as the current one.
  static func run(
    config: String, goal: PipelineGoal = .generate, describer: (any PackageDescribing)? = nil, jobs: Int = 0,
    cache: CacheSetting = .disabled, progress: (@Sendable (PipelineProgress) -> Void)? = nil
  ) async -> PipelineReport {
    var options = PipelineOptions(jobs: jobs, cache: cache, currentDirectory: FileManager.default.currentDirectoryPath)
    options.progress = progress
    return await run(
      .configuration(path: config, packages: describer.map(PackageSource.describer) ?? .swiftPM), goal: goal,
      options: options)
  }
}

extension Pipeline {
  /// A build-system run, for tests: the process's directory as the current one.
  static func run(_ request: BuildSystemRequest, goal: PipelineGoal = .generate) async -> PipelineReport {
    await run(
      .buildSystem(request), goal: goal,
      options: PipelineOptions(currentDirectory: FileManager.default.currentDirectoryPath))
  }
}

extension ConfigLoader {
  /// The configuration at `file`, relative paths from the process's directory (the engine itself never reads it).
  static func load(file: String) throws(DiagnosticsError) -> Configuration {
    try load(file: file, currentDirectory: FileManager.default.currentDirectoryPath)
  }
}

extension PrecomputedDescriber {
  /// The descriptions in `file`, relative paths from the process's directory.
  static func load(file: String) throws(DiagnosticsError) -> PrecomputedDescriber {
    try load(file: file, currentDirectory: FileManager.default.currentDirectoryPath)
  }
}
