import ArgumentParser
import Foundation
import SwordGenerator

extension CommonOptions {
  /// Runs the pipeline for `goal` on the input these options name: build-system mode with `mode`'s `--index` or
  /// `--modules`, Xcode mode with its `--xcode-project` (and `--config` if given), else `.sword.yml` (found as git
  /// finds its repository, or `--config`) with packages described by SwiftPM or, with `--package-description`, by
  /// that file. `output` is those modes' generated file and how it is written (`graph` has none: it writes no
  /// generated file and draws every component); `stamp` is `check --stamp`'s file, which the engine writes when the
  /// check passes.
  ///
  /// The engine takes the current directory as an option (read once, by ``CurrentDirectory``). SIGTERM or SIGINT
  /// during the run ends it and the processes it started (see ``SignalCancellation``).
  func run(
    _ goal: PipelineGoal, mode: InputModeOptions? = nil, output: GeneratedFileOptions? = nil, stamp: String? = nil
  ) async -> PipelineReport {
    let currentDirectory = CurrentDirectory.path
    let pipelineInput: PipelineInput
    let packages = packageDescription.map(PackageSource.descriptionFile)
    if let mode, mode.isIndexMode, let rootModule = mode.rootModule {
      pipelineInput = .buildSystem(
        BuildSystemRequest(
          indexFiles: mode.indexFiles, moduleLists: mode.moduleLists, rootModule: rootModule,
          outputPath: output?.path ?? "Sword.generated.swift", testOverrides: output?.testOverrides ?? false,
          rootComponents: (output?.components).flatMap { $0.isEmpty ? nil : $0 },
          mainActorModules: Set(mode.mainActorModules), outputFiles: output?.outputFiles ?? 1))
    } else if let mode, let project = mode.xcodeProject, let target = mode.xcodeTarget {
      pipelineInput = .xcodeProject(
        XcodeProjectRequest(
          projectPath: project, target: target, outputPath: output?.path ?? "Sword.generated.swift",
          configPath: workspace.config, outputFiles: output?.outputFiles),
        packages: packages ?? .swiftPM)
    } else {
      switch ConfigLocator.locate(explicit: workspace.config, from: currentDirectory) {
      case .success(let path):
        pipelineInput = .configuration(
          path: path, packages: packages ?? (workspace.describeWithSwiftPM ? .swiftPMOnly : .swiftPM))
      case .failure(let error):
        return PipelineReport(outcome: .failed, diagnostics: error.diagnostics)
      }
    }
    var options = PipelineOptions(jobs: workspace.jobs ?? 0, cache: workspace.cache, currentDirectory: currentDirectory)
    if options.cache != .disabled, !(mode?.isIndexMode ?? false) {
      options.cache = cacheWithSecret(&options)
    }
    if let limit = workspace.processTimeout { options.processTimeLimit = limit }
    options.checkStamp = stamp
    let progress = ProgressReporter(quiet: quiet)
    options.progress = progress.handler
    defer { progress.finish() }
    return await SignalCancellation.run { [options] in
      await Pipeline.run(pipelineInput, goal: goal, options: options)
    }
  }

  /// The cache setting of a run whose entries are authenticated with the user's key (`SWORD_CACHE_KEY`, else the
  /// key file: see `CacheSecret`), put in `options`; `.disabled`, with a warning, when there is no key to be had. A
  /// run without a cache is a cold run: slower, never wrong.
  private func cacheWithSecret(_ options: inout PipelineOptions) -> CacheSetting {
    switch CacheSecret.load(environment: ProcessInfo.processInfo.environment) {
    case .success(let secret):
      options.cacheSecret = secret
      return options.cache
    case .failure(let problem):
      if !quiet {
        FileHandle.standardError.write(
          Data("sword: warning: no cache this run: \(TerminalText.escaped(problem.description))\n".utf8))
      }
      return .disabled
    }
  }
}
