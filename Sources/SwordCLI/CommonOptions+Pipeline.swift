import Foundation
import ArgumentParser
import SwordGenerator

extension CommonOptions {
  /// Runs the pipeline these options ask for: build-system mode with `--index` or `--modules`, else `.sword.yml`
  /// with packages described by SwiftPM or, with `--package-description`, by that file.
  ///
  /// SIGTERM or SIGINT during the run ends it and the processes it started (see ``SignalCancellation``).
  func runPipeline(mode: PipelineOptions.Mode) async -> PipelineReport {
    let options = self
    return await SignalCancellation.run { await options.runPipelineUninterrupted(mode: mode) }
  }

  private func runPipelineUninterrupted(mode: PipelineOptions.Mode) async -> PipelineReport {
    if input.isIndexMode, let rootModule = input.rootModule, let output = input.output {
      return await Pipeline.run(
        indexFiles: input.indexFiles, moduleLists: input.moduleLists, rootModule: rootModule, outputPath: output,
        mode: mode, jobs: workspace.jobs ?? 0, testOverrides: input.testOverrides,
        rootComponents: input.components.isEmpty ? nil : input.components,
        mainActorModules: Set(input.mainActorModules), outputFiles: input.outputFiles ?? 1)
    }
    var options: PipelineOptions
    switch workspace.pipelineOptions(mode: mode) {
    case .success(let located): options = located
    case .failure(let error): return PipelineReport(outcome: .failed, diagnostics: error.diagnostics)
    }
    let progress = ProgressReporter(quiet: quiet)
    options.progress = progress.handler
    defer { progress.finish() }
    guard let descriptionFile = input.packageDescription else { return await Pipeline.run(options) }
    do {
      return await Pipeline.run(options, describer: try PrecomputedDescriber.load(file: descriptionFile))
    } catch {
      return PipelineReport(outcome: .failed, diagnostics: error.diagnostics)
    }
  }
}
