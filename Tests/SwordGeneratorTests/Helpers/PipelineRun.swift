import Foundation
import SwordGenerator

extension Pipeline {
  /// A run on the `.sword.yml` at `config` (absolute), for tests: packages described by `describer` (this target
  /// never runs SwiftPM: SwordIntegrationTests does), the process's directory as the current one.
  static func run(
    config: String, goal: PipelineGoal = .generate, describer: any PackageDescribing, jobs: Int = 0,
    cache: CacheSetting = .disabled, progress: (@Sendable (PipelineProgress) -> Void)? = nil
  ) async -> PipelineReport {
    var options = PipelineOptions(jobs: jobs, cache: cache, currentDirectory: FileManager.default.currentDirectoryPath)
    options.progress = progress
    return await run(.configuration(path: config, packages: .describer(describer)), goal: goal, options: options)
  }

  /// A run on a fixture: the `.sword.yml` (or `config`) of the scenario folder `scenario`, its packages described
  /// by the `package-description.json` checked in beside it (which `FixtureDescriptionTests` compares with SwiftPM).
  static func run(
    fixture scenario: URL, config: String = ".sword.yml", goal: PipelineGoal = .generate, jobs: Int = 0
  ) async throws -> PipelineReport {
    let describer = try PrecomputedDescriber.load(
      file: scenario.appendingPathComponent(FixtureDescriptions.fileName).path)
    return await run(
      config: scenario.appendingPathComponent(config).path, goal: goal, describer: describer, jobs: jobs)
  }
}

/// The checked-in package descriptions of the fixtures.
enum FixtureDescriptions {
  /// The file in a scenario folder holding what `swift package describe` says of each of its packages.
  static let fileName = "package-description.json"
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
