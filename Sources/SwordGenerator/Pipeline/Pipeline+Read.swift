import Foundation

/// The first stages of a run (``Pipeline/run(_:goal:options:)``): config and describe, or a build system's files,
/// and for `generate` and `check` the warm snapshot that may stand for them and everything up to the output.
extension Pipeline {
  /// What the first stages make of the input: how to build the graph, where the output goes, and the caches.
  struct Read {
    var givenIndexes: [TargetIndex] = []
    var settings: GraphSettings
    var output: OutputLocation
    var workspaceRoot: String?
    /// The root target's own sources (not the generated files), where `sword graph --stats` looks for uses.
    var rootSources: [String] = []
    var warm: WarmPath
  }

  /// Where a `generate` or `check` run goes on from after reading its input.
  enum ReadOutcome {
    /// The last run's ``WarmSnapshot`` held: describe, index and everything up to the output are skipped.
    case snapshot(Read, RenderedOutput)
    /// The targets to index.
    case described(Read, WarmPath.Described)
  }

  /// The config and describe stages, or build-system mode's files.
  static func read(
    _ input: PipelineInput, run: inout RunRecord
  ) async throws(DiagnosticsError) -> (Read, WarmPath.Described) {
    switch input {
    case .buildSystem(let request):
      return try buildSystemRead(request, run: run)
    case .configuration(_, let packages), .xcodeProject(_, let packages):
      let (configuration, describer, warm) = try configure(input, packages: packages, run: &run)
      return try await describe(configuration, describer: describer, warm: warm, reusing: nil, run: &run)
    }
  }

  /// ``read(_:run:)``, where a ``WarmSnapshot`` that holds may stand for describe, index and everything up to the
  /// output, or for describe alone.
  static func readReusingSnapshot(
    _ input: PipelineInput, run: inout RunRecord
  ) async throws(DiagnosticsError) -> ReadOutcome {
    switch input {
    case .buildSystem(let request):
      let (read, described) = try buildSystemRead(request, run: run)
      return .described(read, described)
    case .configuration(_, let packages), .xcodeProject(_, let packages):
      var (configuration, describer, warm) = try configure(input, packages: packages, run: &run)
      var reused: Workspace?
      switch await warm.snapshot() {
      case .output(let snapshot, let output):
        run.clock.lap("snapshot")
        run.reusing(snapshot, output)
        let read = Read(
          settings: GraphSettings(rootModule: snapshot.rootModule), output: snapshot.output,
          workspaceRoot: configuration.workspaceRoot, warm: warm)
        return .snapshot(read, output)
      case .workspace(let described):
        // Every package as the snapshot recorded it: its workspace, no describe.
        reused = described
        run.clock.lap("snapshot")
        run.counts["workspace from snapshot"] = 1
      case nil:
        break
      }
      let (read, described) = try await describe(
        configuration, describer: describer, warm: warm, reusing: reused, run: &run)
      return .described(read, described)
    }
  }

  /// Build-system mode: the targets and indexes its files list, no cache.
  private static func buildSystemRead(
    _ request: BuildSystemRequest, run: RunRecord
  ) throws(DiagnosticsError) -> (Read, WarmPath.Described) {
    let loaded = try BuildSystemInput.load(request)
    // A build system chooses where its outputs go (often outside the source tree): no workspace boundary.
    let output = OutputLocation(
      path: Paths.join(run.options.currentDirectory, request.outputPath), parts: request.outputFiles, boundary: nil)
    let warm = WarmPath(jobs: run.options.jobs)
    let read = Read(
      givenIndexes: loaded.indexes, settings: GraphSettings(request, loaded: loaded), output: output, warm: warm)
    return (read, WarmPath.Described(listed: loaded.targets))
  }

  /// The config stage, and the caches of the run around the describer of `packages`.
  private static func configure(
    _ input: PipelineInput, packages: PackageSource, run: inout RunRecord
  ) throws(DiagnosticsError) -> (Configuration, any PackageDescribing, WarmPath) {
    let options = run.options
    run.progress(.config)
    let (configuration, source) = try input.configuration(currentDirectory: options.currentDirectory)
    run.clock.lap("config")
    var describer = try packages.describer(
      currentDirectory: options.currentDirectory, timeLimit: options.processTimeLimit)
    let warm = WarmPath(
      configuration: configuration, source: source, caching: &describer, cache: options.cache,
      secret: options.cacheSecret, currentDirectory: options.currentDirectory, currentSecond: options.currentSecond,
      jobs: options.jobs)
    return (configuration, describer, warm)
  }

  /// The describe stage (unless the snapshot's workspace is `reusing`), and where the output goes.
  private static func describe(
    _ configuration: Configuration, describer: any PackageDescribing, warm: WarmPath, reusing: Workspace?,
    run: inout RunRecord
  ) async throws(DiagnosticsError) -> (Read, WarmPath.Described) {
    let workspace: Workspace
    if let reusing {
      workspace = reusing
    } else {
      let loader = WorkspaceLoader(describer: describer, listener: warm.listener)
      run.progress(.describe, total: loader.packagesToDescribe(in: configuration).count)
      workspace = try await loader.load(configuration)
      run.clock.lap("describe")
    }
    let described = WarmPath.Described(workspace)
    run.manifestReadings = warm.manifestReadings
    run.counts["files"] = workspace.targets.reduce(0) { $0 + $1.sourceFiles.count }
    // Mocks and test modules' code go into the packages' folders: written by runs of `.sword.yml`, never by a
    // build system's run on an Xcode project (the Xcode plugin), whose outputs stay where it says.
    let companions = !configuration.outputMayLeaveWorkspace
    let output = OutputLocation(
      path: workspace.root.outputPath, parts: workspace.root.parts, boundary: configuration.outputBoundary,
      mockFiles: companions ? OutputLocation.mockFiles(of: workspace) : [:],
      testFiles: companions ? TestTargets.modules(of: workspace, in: configuration) : [:])
    let read = Read(
      settings: GraphSettings(configuration, workspace: workspace), output: output,
      workspaceRoot: configuration.workspaceRoot,
      rootSources: (workspace.rootTarget?.sourceFiles ?? []).filter { !OutputParts.isPart($0, of: output.path) },
      warm: warm)
    return (read, described)
  }
}
