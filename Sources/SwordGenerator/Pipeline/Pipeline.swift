import Foundation

/// The whole job in one function: `.sword.yml` → packages → per-target indexes → one graph → validation → the
/// generated file, written (or compared, for `check`) only when every stage succeeded.
///
/// ```swift
/// let report = await Pipeline.run(PipelineOptions(configPath: ".sword.yml", mode: .check))
/// if case .stale(let diff) = report.outcome { print(diff) }
/// ```
package enum Pipeline {
  package static func run(
    _ options: PipelineOptions, describer: any PackageDescribing = SwiftPMDescriber()
  ) async -> PipelineReport {
    var clock = StageClock()
    let loaded: LoadedWorkspace
    switch await loadWorkspace(options, describer: describer, clock: &clock) {
    case .success(let value): loaded = value
    case .failure(let error): return PipelineReport(outcome: .failed, diagnostics: error.diagnostics, timings: clock.laps)
    }
    let workspace = loaded.workspace
    let outputPath = workspace.root.outputPath
    // A warm run whose every file is as the stamps recorded: the last run's result, when its key still holds.
    var stamped: [IndexCache.Stamped?]?
    if let indexCache = loaded.cache.indexCache, let runCache = loaded.cache.runCache {
      let targets = workspace.targets
      let found = await concurrentMap(count: targets.count, jobs: options.jobs, body: { indexCache.stamped(targets[$0]) })
      stamped = found
      if let key = RunCache.key(
        configuration: loaded.configuration, workspace: workspace, targetKeys: found.map { $0?.key }),
        let result = runCache.read(key: key, configFile: loaded.configuration.file)
      {
        clock.lap("index")
        let counts = loaded.cache.counts.merging([
          "targets": targets.count, "files": targets.reduce(0) { $0 + $1.sourceFiles.count },
          "components": result.components, "bindings": result.bindings, "reused result": 1,
        ]) { _, new in new }
        return finish(
          result, outputPath: outputPath, parts: workspace.root.parts, boundary: loaded.configuration.outputBoundary,
          mode: options.mode, counts: counts, clock: &clock)
      }
    }
    let (indexed, writes) = await index(loaded, options: options, stamped: stamped)
    clock.lap("index")
    let built = buildGraph(loaded, indexes: indexed.map(\.index), options: options, clock: &clock)
    let result = render(
      built.graph, diagnostics: built.diagnostics, outputPath: outputPath, parts: workspace.root.parts, clock: &clock)
    if let runCache = loaded.cache.runCache,
      let key = RunCache.key(configuration: loaded.configuration, workspace: workspace, targetKeys: indexed.map(\.key))
    {
      runCache.write(result, key: key, configFile: loaded.configuration.file)
    }
    let report = finish(
      result, outputPath: outputPath, parts: workspace.root.parts, boundary: loaded.configuration.outputBoundary,
      mode: options.mode, counts: built.counts, clock: &clock)
    await writes.value
    clock.lap("cache")
    return PipelineReport(
      outcome: report.outcome, diagnostics: report.diagnostics, outputPath: report.outputPath, timings: clock.laps,
      counts: report.counts)
  }

  /// Renders the graph in `parts` files unless there are errors, timing the render stage on `clock`.
  static func render(
    _ graph: BindingGraph, diagnostics: [Diagnostic], outputPath: String, parts: Int = 1, clock: inout StageClock
  ) -> RunCache.Result {
    let counts = (graph.components.count, graph.components.values.reduce(0) { $0 + $1.bindings.count })
    guard !diagnostics.contains(where: { $0.severity == .error }) else {
      return RunCache.Result(diagnostics: diagnostics, contents: nil, components: counts.0, bindings: counts.1)
    }
    let files = Renderer.render(graph, to: outputPath, parts: parts)
    clock.lap("render")
    return RunCache.Result(
      diagnostics: diagnostics, contents: files.map(\.contents), components: counts.0, bindings: counts.1)
  }

  /// The stages after the graph, shared by every entry point: stop on errors, render, then compare (`check`) or
  /// write only when the bytes change (`generate`).
  static func finish(
    _ graph: BindingGraph, diagnostics: [Diagnostic], outputPath: String, parts: Int = 1, boundary: String?,
    mode: PipelineOptions.Mode, counts: [String: Int], clock: inout StageClock
  ) -> PipelineReport {
    let result = render(graph, diagnostics: diagnostics, outputPath: outputPath, parts: parts, clock: &clock)
    return finish(
      result, outputPath: outputPath, parts: parts, boundary: boundary, mode: mode, counts: counts, clock: &clock)
  }

  /// Compares (`check`) or writes (`generate`) what ``render(_:diagnostics:outputPath:parts:clock:)`` gave, or
  /// stops when it has errors. `boundary` is the folder the output must stay in (`nil` when the user allowed any).
  /// Files an earlier run wrote with another number of parts are stale for `check` and removed by `generate`.
  static func finish(
    _ result: RunCache.Result, outputPath: String, parts: Int = 1, boundary: String?, mode: PipelineOptions.Mode,
    counts: [String: Int], clock: inout StageClock
  ) -> PipelineReport {
    var diagnostics = result.diagnostics
    // The number of files, for the summary line, when the code is split.
    let counts = parts > 1 ? counts.merging(["output files": parts]) { _, new in new } : counts
    func report(_ outcome: PipelineReport.Outcome) -> PipelineReport {
      PipelineReport(
        outcome: outcome, diagnostics: diagnostics, outputPath: outputPath, timings: clock.laps, counts: counts)
    }
    guard let contents = result.contents else { return report(.failed) }
    let files = zip(OutputParts.paths(of: outputPath, parts: contents.count), contents).map {
      GeneratedFile(path: $0, contents: $1)
    }
    let leftovers = OutputParts.leftovers(of: outputPath, keeping: files.map(\.path))

    switch mode {
    case .check:
      var diffs: [String] = []
      for file in files {
        let current = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
        // A file that is there but cannot be read is not a missing file.
        if current == nil, FileManager.default.fileExists(atPath: file.path) {
          let reason =
            FileManager.default.isReadableFile(atPath: file.path) ? "it is not a readable file" : "permission denied"
          diagnostics.append(
            Diagnostic(.outputUnreadable, "cannot read '\(file.path)' to compare it: \(reason)", at: nil))
          return report(.failed)
        }
        if current == file.contents { continue }
        let diff = UnifiedDiff.diff(old: current ?? "", new: file.contents, path: file.path)
        diffs.append(current == nil ? "\(file.path) does not exist\n" + diff : diff)
      }
      diffs += leftovers.map { "\($0) is no longer generated (`sword generate` removes it)\n" }
      clock.lap("compare")
      return report(diffs.isEmpty ? .upToDate : .stale(diff: diffs.joined()))
    case .generate:
      do {
        var changed = false
        for file in files {
          changed = try OutputWriter.write(file, inside: boundary) == .written || changed
        }
        for leftover in leftovers where boundary.map({ OutputWriter.outsideProblem(leftover, boundary: $0) == nil }) ?? true {
          try? FileManager.default.removeItem(atPath: leftover)
          changed = true
        }
        clock.lap("write")
        return report(changed ? .written : .upToDate)
      } catch {
        diagnostics += error.diagnostics
        return report(.failed)
      }
    }
  }

  /// Indexes targets concurrently, at most `jobs` at a time, through `cache` when there is one; the result is in
  /// the order of `targets`. `finished` is called with the number of targets done after each one.
  static func index(
    _ targets: [SwordTarget], jobs: Int, cache: IndexCache? = nil, finished: (Int) -> Void = { _ in }
  ) async -> [TargetIndex] {
    await concurrentMap(count: targets.count, jobs: jobs, finished: finished) { position in
      let target = targets[position]
      return cache?.index(target).index ?? TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles)
    }
  }

  /// `body` for each of `0..<count`, at most `jobs` at a time; the results in that order. `finished` is called
  /// with the number done after each one.
  static func concurrentMap<Element: Sendable>(
    count: Int, jobs: Int, finished: (Int) -> Void = { _ in }, body: @escaping @Sendable (Int) -> Element
  ) async -> [Element] {
    await withTaskGroup(of: (Int, Element).self) { group in
      var results = [Element?](repeating: nil, count: count)
      var next = 0
      func start() {
        guard next < count else { return }
        let position = next
        next += 1
        group.addTask { (position, body(position)) }
      }
      for _ in 0..<max(1, jobs) { start() }
      var done = 0
      while let (position, element) = await group.next() {
        results[position] = element
        done += 1
        finished(done)
        start()
      }
      return results.map { $0! }
    }
  }
}
