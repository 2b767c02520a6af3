import Foundation

/// Everything a run does to reuse an earlier run's work and to leave its own for the next, in one place: the
/// caches around the describe and index stages (``PipelineCache``), the targets indexed while packages are still
/// described (``EarlyIndexing``), the whole-run cache's key and entry (``RunCache``), the warm snapshot that stands
/// for describe and index (``WarmSnapshot``), and the index cache's entries written after the output. ``Pipeline``
/// calls it at a few seams and reads as a straight line of stages; a run without a cache (`--no-cache`,
/// build-system mode) goes through the same calls, which then only index.
///
/// The seams come in one order, and the types hold it: each hands back the value the next one takes, which no other
/// code can make, so a call out of order does not compile.
///
/// ```swift
/// var describer: any PackageDescribing = swiftPM
/// var warm = WarmPath(configuration: configuration, source: bytes, caching: &describer, cache: .besideConfiguration,
///                     currentDirectory: "/repo", jobs: 2)
/// if case .output(_, let output)? = await warm.snapshot() { print(output.bindings) }  // describe, index skipped
/// let workspace = try await WorkspaceLoader(describer: describer, listener: warm.listener).load(configuration)
/// let indexed = await warm.index(WarmPath.Described(workspace), finished: { _ in })
/// switch await warm.storedOutput(indexed) {
/// case .output(let output, let keyed):                              // graph and render skipped
///   _ = await warm.finish(keyed, output: location)
/// case .missing(let indexes, var building):
///   if let result = warm.incrementalOutput(indexes, &building, settings: settings, output: location) {
///     print(result.output.bindings)                                 // only the changed components built again
///   } else {
///     let built = RenderStage.graphAndRender(indexes, settings: settings, output: location)
///     warm.keep(built, indexes: indexes, building)                  // its output and memo, for the next run
///   }
///   _ = await warm.finish(building.keyed, output: location)       // the entries written, the snapshot made
/// }
/// ```
struct WarmPath: Sendable {
  private let jobs: Int
  /// `nil` in build-system mode, which has no configuration (and no cache).
  private let caches: PipelineCache?
  private let configuration: Configuration?
  private let snapshotSlot: SnapshotCache.Slot?
  /// `nil` in build-system mode, whose targets come indexed or all at once.
  private let early: EarlyIndexing?
  /// Each target's record in the warm snapshot when its files were found as recorded (`nil` for the others), when
  /// the snapshot stood for describe only (see ``SnapshotUse/workspace(_:)``).
  private var snapshotRecords: [IndexCache.StampRecord?]?
  /// Whether a workspace was described (the caches' counts mean something from then on).
  private var hasWorkspace = false
  /// The entries this run leaves for the next (its result, its ``GraphMemo``), written beside the output stage;
  /// ``finish(_:output:)`` waits for them.
  private var writes: [Task<Void, Never>] = []

  /// The targets to index: a described workspace's, or a build system's list. ``index(_:finished:)`` takes it.
  struct Described: Sendable {
    fileprivate let targets: [SwordTarget]
    fileprivate let workspace: Workspace?

    /// The targets of the workspace the describe stage (or the snapshot) gave.
    init(_ workspace: Workspace) {
      targets = workspace.targets
      self.workspace = workspace
    }

    /// Build-system mode's targets, which no describe stage found.
    init(listed targets: [SwordTarget]) {
      self.targets = targets
      workspace = nil
    }

    /// How many targets there are to index.
    var count: Int { targets.count }
  }

  /// Every target indexed, the entries the stamps vouched for not decoded yet: ``storedOutput(_:)`` takes it, or
  /// ``indexesKeepingNothing(_:)`` for a run that leaves nothing (`sword graph`).
  struct Indexed: Sendable {
    fileprivate let workspace: Workspace?
    fileprivate let indexed: CachingIndexer.Indexed
  }

  /// The run past the run cache's question: its key (`nil` when the run is not kept) and what its memo needs.
  /// ``finish(_:output:)`` takes it.
  struct Keyed: Sendable {
    fileprivate let workspace: Workspace?
    fileprivate let indexed: CachingIndexer.Indexed
    fileprivate var runKey: String?
    /// The configuration as the run cache's key takes it (a long text for hundreds of packages: made once).
    fileprivate let configurationText: String
  }

  /// What the run cache holds for the run's indexes.
  enum StoredRun: Sendable {
    /// The output of a stored run whose indexes were all as this run's: everything after indexing is skipped.
    case output(RenderedOutput, Keyed)
    /// Nothing: the graph and render stages run, on every index (the entries the stamps vouched for decoded now).
    case missing([TargetIndex], Building)
  }

  /// The graph and render stages' side of the run, once every index is decoded: the incremental path, the memo and
  /// the run cache's entry take it.
  struct Building: Sendable {
    /// What ``finish(_:output:)`` takes.
    var keyed: Keyed
    /// The last clean run's ``GraphMemo`` and its frame key, read with the indexes.
    fileprivate let storedMemo: (frameKey: String, memo: GraphMemo)?
    /// Every index's frame digest, made beside the graph stage of a run that builds the whole graph (see
    /// ``startFrameDigests(_:_:)``).
    fileprivate var frameDigests: Task<[String], Never>?
  }

  /// Build-system mode: no cache, nothing indexed early.
  init(jobs: Int) {
    self.jobs = jobs
    caches = nil
    configuration = nil
    snapshotSlot = nil
    early = nil
  }

  /// The caches of a run of `configuration` (decoded from `source`, the bytes of `.sword.yml`), kept where `cache`
  /// says if anywhere, their entries authenticated with `secret`. `describer`, which describes its packages, is
  /// replaced by the describe cache around it.
  init(
    configuration: Configuration, source: Data, caching describer: inout any PackageDescribing, cache: CacheSetting,
    secret: CacheSecret = .process, currentDirectory: String,
    currentSecond: @escaping @Sendable () -> Int = { FileStamp.currentSecond() }, jobs: Int
  ) {
    let caches = PipelineCache(
      setting: cache, secret: secret, workspaceRoot: configuration.workspaceRoot, currentDirectory: currentDirectory,
      describer: describer, currentSecond: currentSecond)
    describer = caches.describer
    self.jobs = jobs
    self.caches = caches
    self.configuration = configuration
    snapshotSlot = caches.snapshots?.slot(for: configuration, source: source)
    early = EarlyIndexing(cache: caches.indexer?.cache, jobs: jobs)
  }

  /// What listens to the describe stage: early indexing.
  var listener: (any DescribeListener)? { early }

  /// What the last run's snapshot can stand for.
  enum SnapshotUse: Sendable {
    /// Every input it recorded still holds (and its output is in the run cache): the run can go straight to the
    /// output stage.
    case output(WarmSnapshot, RenderedOutput)
    /// Every package holds, but some target's files changed (or the output is no longer kept): the workspace is the
    /// one described then, and the run goes on from the index stage without describing.
    case workspace(Workspace)
  }

  /// What the last run's snapshot can stand for this run, if anything. For ``SnapshotUse/workspace(_:)`` the
  /// snapshot's packages are confirmed to the describe cache's ledger, as describing them would have: the run
  /// makes its own snapshot.
  mutating func snapshot() async -> SnapshotUse? {
    guard let snapshotSlot, let runCache = caches?.runCache, let configuration,
      let (snapshot, check) = await snapshotSlot.checked(jobs: jobs), check != .fails
    else { return nil }
    if check == .holds, let output = runCache.read(key: snapshot.runKey, configFile: configuration.file) {
      return .output(snapshot, output)
    }
    // Xcode projects are never snapshotted; a workspace with warnings is described again to report them as found.
    guard snapshot.workspace.warnings.isEmpty, let ledger = caches?.describeLedger else { return nil }
    for package in snapshot.packages { ledger.confirmed(package) }
    let changed: Set<Int> = if case .packagesHold(let targets) = check { Set(targets) } else { [] }
    snapshotRecords = snapshot.targets.indices.map { changed.contains($0) ? nil : snapshot.targets[$0] }
    return .workspace(snapshot.workspace)
  }

  /// The index stage, through the index cache when there is one, taking what was indexed while packages were
  /// still described. Entries the files' stamps vouch for are not decoded yet: only their digests are needed to ask
  /// the run cache.
  mutating func index(_ described: Described, finished: (Int) -> Void) async -> Indexed {
    let targets = described.targets
    var earlyOutcomes: [EarlyIndexing.Outcome?]?
    if described.workspace != nil {
      hasWorkspace = true
      earlyOutcomes = await early?.outcomes(of: targets)
    }
    if let indexer = caches?.indexer {
      let checked = snapshotRecords?.count == targets.count ? snapshotRecords : nil
      let indexed = await indexer.index(
        targets, early: earlyOutcomes, checked: checked, jobs: jobs, finished: finished)
      return Indexed(workspace: described.workspace, indexed: indexed)
    }
    let given = earlyOutcomes?.map { outcome -> TargetIndex? in
      if case .indexed(let index, _, _)? = outcome { index } else { nil }
    }
    let indexes = await TargetIndexer.index(targets, jobs: jobs, given: given, finished: finished)
    return Indexed(
      workspace: described.workspace,
      indexed: CachingIndexer.Indexed(indexes: indexes, digests: indexes.map { _ in String?.none }, writes: Task {}))
  }

  /// What the run cache holds for a run whose indexes are all as `indexed`'s (whether files changed or not): then
  /// so is everything after indexing. From here on the run's key is known; when nothing is stored, every index is
  /// decoded for the graph stage.
  func storedOutput(_ indexed: Indexed) async -> StoredRun {
    guard let runCache = caches?.runCache, let configuration, let workspace = indexed.workspace else {
      let (indexes, building) = await indexes(keepingNothing(indexed))
      return .missing(indexes, building)
    }
    let configurationText = RunCache.configurationText(configuration)
    let runKey = RunCache.key(
      configurationText: configurationText, workspace: workspace, indexDigests: indexed.indexed.digests)
    let keyed = Keyed(
      workspace: workspace, indexed: indexed.indexed, runKey: runKey, configurationText: configurationText)
    guard let runKey, let output = runCache.read(key: runKey, configFile: configuration.file) else {
      let (indexes, building) = await indexes(keyed)
      return .missing(indexes, building)
    }
    return .output(output, keyed)
  }

  /// Every index of a run that asks the run cache nothing and leaves nothing for the next run (`sword graph`).
  func indexesKeepingNothing(_ indexed: Indexed) async -> [TargetIndex] {
    await indexes(keepingNothing(indexed)).0
  }

  private func keepingNothing(_ indexed: Indexed) -> Keyed {
    Keyed(workspace: indexed.workspace, indexed: indexed.indexed, runKey: nil, configurationText: "")
  }

  /// Every target's index, the entries the stamps vouched for decoded now. An entry that does not decode is indexed
  /// from its files, and the run is not kept (its key was made of digests no index came from).
  private func indexes(_ keyed: Keyed) async -> ([TargetIndex], Building) {
    var keyed = keyed
    // The last clean run's memo, read now: the entries it lists were checked when it was made.
    let storedMemo =
      keyed.runKey != nil ? configuration.flatMap { caches?.graphMemos?.read(configFile: $0.file) } : nil
    let checked = Set(storedMemo?.memo.targets.map(\.indexDigest) ?? [])
    let (indexes, digestsHold) = await keyed.indexed.indexes(jobs: jobs, checked: checked)
    if !digestsHold { keyed.runKey = nil }
    return (indexes, Building(keyed: keyed, storedMemo: storedMemo))
  }

  /// The graph and render stages for only the components the edits since the last clean run can reach, from its
  /// ``GraphMemo`` (see ``IncrementalGraph``), the output and the memo kept for the next run; `nil` when the run
  /// must build the whole graph (``RenderStage/graphAndRender(_:settings:output:afterGraph:)``, then
  /// ``keep(_:indexes:_:)``), whose frame digests are then started.
  mutating func incrementalOutput(
    _ indexes: [TargetIndex], _ building: inout Building, settings: GraphSettings, output: OutputLocation
  ) -> IncrementalGraph.Result? {
    guard let result = incremental(indexes, building, settings: settings, output: output) else {
      startFrameDigests(indexes, &building)
      return nil
    }
    keep(result.output, building)
    return result
  }

  private mutating func incremental(
    _ indexes: [TargetIndex], _ building: Building, settings: GraphSettings, output: OutputLocation
  ) -> IncrementalGraph.Result? {
    let keyed = building.keyed
    guard keyed.runKey != nil, let configuration, let workspace = keyed.workspace,
      let (frameKey, stored) = building.storedMemo
    else { return nil }
    let digests = keyed.indexed.digests.compactMap { $0 }
    guard
      let result = IncrementalGraph.render(
        indexes, digests: digests, memo: stored, storedFrameKey: frameKey, workspace: workspace,
        configurationText: keyed.configurationText, settings: settings, output: output)
    else { return nil }
    let memos = caches?.graphMemos
    writes.append(
      Task.detached {
        memos?.write(result.memo, frameKey: result.frameKey, configFile: configuration.file)
      })
    return result
  }

  /// The whole graph is about to be built: each index's frame digest, which its memo needs, is made meanwhile on a
  /// core the graph stage leaves idle. A target whose index is the one the last memo recorded (the same digest) has
  /// the frame digest recorded with it: after an edit of one target, only that target's is made again.
  private func startFrameDigests(_ indexes: [TargetIndex], _ building: inout Building) {
    guard building.keyed.runKey != nil, caches?.graphMemos != nil else { return }
    let digests = building.keyed.indexed.digests
    let memo = building.storedMemo?.memo
    building.frameDigests = Task.detached(priority: .utility) {
      IncrementalGraph.frameDigests(of: indexes, digests: digests, memo: memo)
    }
  }

  /// Keeps what the whole graph and render stages built for the next run: the output in the run cache, the
  /// ``GraphMemo`` of the graph, its rendered pieces and mocks files (none for a run with any diagnostic, or a run
  /// that is not kept).
  mutating func keep(_ built: RenderStage.Built, indexes: [TargetIndex], _ building: Building) {
    keep(built.output, building)
    remember(built, indexes: indexes, building)
  }

  private mutating func remember(_ built: RenderStage.Built, indexes: [TargetIndex], _ building: Building) {
    let keyed = building.keyed
    // The output's diagnostics are the graph's and the mocks files' (a mock that cannot be written).
    guard keyed.runKey != nil, let memos = caches?.graphMemos, let configuration, let workspace = keyed.workspace,
      built.output.diagnostics.isEmpty, !built.pieces.isEmpty || built.validated.graph.generatedComponentNames.isEmpty
    else { return }
    let (pieces, heads, mocks) = (built.pieces, built.heads, built.mocks)
    let digests = keyed.indexed.digests
    let configurationText = keyed.configurationText
    let frameDigests = building.frameDigests
    // What the memo needs of the graph, taken now: the task that writes it must not hold the graph, whose freeing
    // (a tenth of a second at 50,000 files) the run would otherwise wait for.
    let facts = IncrementalGraph.GraphFacts(built.validated.graph)
    writes.append(
      Task.detached {
        guard
          let (memo, frameKey) = IncrementalGraph.memo(
            of: facts, pieces: pieces, heads: heads, mocks: mocks, indexes: indexes, digests: digests,
            frameDigests: await frameDigests?.value, workspace: workspace, configurationText: configurationText)
        else { return }
        memos.write(memo, frameKey: frameKey, configFile: configuration.file)
      })
  }

  /// Keeps `output` in the run cache under the run's key. A graph without a root component read targets outside
  /// the key (to say where components are): its output is not kept.
  private mutating func keep(_ output: RenderedOutput, _ building: Building) {
    guard let runKey = building.keyed.runKey, let runCache = caches?.runCache, let configuration,
      !output.diagnostics.contains(where: { $0.id == .noRootComponent })
    else { return }
    writes.append(Task.detached { runCache.write(output, key: runKey, configFile: configuration.file) })
  }

  /// After the output stage: waits for the run's result, its memo and the index cache's entries (written beside the
  /// output and graph stages), then makes this run's ``WarmSnapshot`` for the output at `output`. `false` when
  /// nothing was indexed (`keyed` is `nil`: the output came from the snapshot).
  func finish(_ keyed: Keyed?, output: OutputLocation) async -> Bool {
    for write in writes { await write.value }
    guard let keyed else { return false }
    await keyed.indexed.writes.value
    if let runKey = keyed.runKey, let caches, let snapshotSlot, let configuration, let workspace = keyed.workspace,
      let writer = SnapshotWriter(
        slot: snapshotSlot, caches: caches, configuration: configuration, workspace: workspace)
    {
      writer.write(runKey: runKey, output: output)
    }
    return true
  }

  /// `--verbose` counts: targets and packages taken from the caches, manifests read each way; none before the
  /// describe stage ran (a run the snapshot answered asked no cache for a package or a target).
  var counts: [String: Int] { hasWorkspace ? caches?.counts ?? [:] : [:] }

  /// How each package's manifest was read.
  var manifestReadings: [ManifestReading] { caches?.readings?.all ?? [] }
}

extension WarmPath {
  /// Makes the ``WarmSnapshot`` of a run whose every package and target was checked by the caches (see
  /// ``DescribeLedger``, ``StampLedger``); a run with anything unconfirmed makes none.
  private struct SnapshotWriter {
    var slot: SnapshotCache.Slot
    var describeLedger: DescribeLedger
    var stampLedger: StampLedger
    var configuration: Configuration
    var workspace: Workspace

    init?(slot: SnapshotCache.Slot, caches: PipelineCache, configuration: Configuration, workspace: Workspace) {
      guard let describeLedger = caches.describeLedger, let stampLedger = caches.indexer?.cache.ledger else {
        return nil
      }
      self.slot = slot
      self.describeLedger = describeLedger
      self.stampLedger = stampLedger
      self.configuration = configuration
      self.workspace = workspace
    }

    func write(runKey: String, output: OutputLocation) {
      guard let packages = describeLedger.all else { return }
      var targets: [IndexCache.StampRecord] = []
      for target in workspace.targets {
        guard let record = stampLedger.record(of: target), record.files == target.sourceFiles else { return }
        targets.append(record)
      }
      // An Xcode project's sources come from its project.pbxproj and its synchronized folders, which the snapshot
      // does not check: its runs read the project again (the describe and index caches still hold).
      if case .xcodeProject = configuration.root { return }
      // A root given as a folder is listed by Sword itself: the snapshot lists it again to check it.
      var sourcesRoot: WarmSnapshot.SourcesRoot?
      if case .sources = configuration.root {
        guard let root = workspace.rootTarget else { return }
        sourcesRoot = .init(folder: root.directory, outputPath: workspace.root.outputPath, files: root.sourceFiles)
      }
      slot.write(
        WarmSnapshot(
          packages: packages, targets: targets, runKey: runKey, rootModule: workspace.root.moduleName, output: output,
          files: workspace.targets.reduce(0) { $0 + $1.sourceFiles.count }, sourcesRoot: sourcesRoot,
          workspace: workspace))
    }
  }
}
