import Foundation

/// One entry that lets a warm run skip the describe and index stages altogether: everything the last cached run of
/// a configuration checked its inputs against, in one place. Each package's manifests' digest and the listing of
/// its targets' folders (``DescribeLedger``), each target's files with the stamps their index was vouched for or
/// made under (``StampLedger``), and the run cache's key of the output those inputs gave.
///
/// A later run with the same configuration, environment and `swift` checks the same things the describe and index
/// caches would (manifest bytes, listings, settled stamps), without reading an entry per package and per target or
/// decoding any description, and takes the output from ``RunCache``. Anything that does not hold sends the run
/// down the usual path, which makes a new snapshot at its end.
///
/// ```swift
/// let slot = snapshots.slot(for: configuration, source: bytesOfSwordYml)
/// if let (snapshot, check) = await slot.checked(jobs: 2), check != .fails {
///   let output = runCache.read(key: snapshot.runKey, configFile: configuration.file)
/// }
/// ```
struct WarmSnapshot: Equatable, Sendable {
  static let kind = "snapshot"

  var packages: [DescribeLedger.Package]
  var targets: [IndexCache.StampRecord]
  /// The ``RunCache`` key of the output.
  var runKey: String
  var rootModule: String
  var output: OutputLocation
  /// The `files` count of `--verbose`.
  var files: Int
  /// A root given as a plain folder of sources (`root: {sources:}`), which Sword lists itself.
  var sourcesRoot: SourcesRoot?
  /// What the describe stage gave, its targets in the order of ``targets`` (whose files they are): when every
  /// package holds but some target's files changed, the run starts from it instead of describing (see
  /// ``check(jobs:)``).
  var workspace: Workspace

  /// The folder of a `root: {sources:}` root and the Swift files the run found in it (its target's files).
  struct SourcesRoot: Equatable, Sendable {
    var folder: String
    /// The generated file, whose parts are not sources.
    var outputPath: String
    var files: [String]

    /// Whether the folder holds the same Swift files, listed as the workspace loader lists them.
    func holds() -> Bool {
      SourceFolderScanner.swiftFiles(under: folder)?.filter {
        !OutputParts.isPart($0, of: outputPath) && !SwordTarget.isGeneratedCompanion($0, in: folder)
      } == files
    }
  }

  /// What else the snapshot is only valid for: the configuration file (its path, and `source`, the bytes this run
  /// decoded it from), the environment the manifests would see (all of it: which variables a manifest reads is the
  /// describe cache's finer business), and the `swift` that would describe the packages.
  static func key(
    configuration: Configuration, source: Data, environment: [String: String], toolIdentity: String
  ) -> String {
    var key = CacheKey()
    key.add("warm snapshot 4")
    key.add(configuration.file)
    key.add(ContentHash(source))
    key.add(toolIdentity)
    let variables = environment.filter { !ManifestInputs.shellBookkeeping.contains($0.key) }
    key.add(variables.count)
    for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
      key.add(name)
      key.add(value)
    }
    return key.digest.hex
  }

  /// What still holds of a snapshot.
  enum Check: Equatable, Sendable {
    /// Every input: the recorded output is this run's.
    case holds
    /// Every package's manifests and listing, and the folder of a `root: {sources:}` root: the workspace is as
    /// described then, but the files of the targets at these positions changed.
    case packagesHold(changedTargets: [Int])
    case fails
  }

  /// Checks every input as recorded: each package's manifests and listing, each target's files by their stamps
  /// (which must have settled when taken); at most `jobs` packages or targets checked at a time.
  func check(jobs: Int) async -> Check {
    if let sourcesRoot, !sourcesRoot.holds() { return .fails }
    let packages = packages
    let targets = targets
    let checks = await concurrentMap(count: packages.count + targets.count, jobs: jobs) { position in
      position < packages.count
        ? Self.holds(packages[position]) : targets[position - packages.count].vouchesForFiles()
    }
    guard !checks.prefix(packages.count).contains(false) else { return .fails }
    let changed = targets.indices.filter { !checks[packages.count + $0] }
    return changed.isEmpty ? .holds : .packagesHold(changedTargets: changed)
  }

  private static func holds(_ package: DescribeLedger.Package) -> Bool {
    PackageListing.manifestDigest(ManifestFiles.read(package: package.path)) == package.manifests
      && PackageListing.digest(package: package.path, roots: package.roots) == package.listing
  }

  func encoded() -> Data {
    var writer = IndexWriter(capacity: 1 << 16)
    writer.string(runKey)
    writer.string(rootModule)
    writer.string(output.path)
    writer.int(output.parts)
    writer.optional(output.boundary) { $0.string($1) }
    for files in [output.mockFiles, output.testFiles] {
      writer.array(files.keys.sorted()) { writer, module in
        writer.string(module)
        writer.string(files[module] ?? "")
      }
    }
    writer.int(files)
    writer.optional(sourcesRoot) { writer, root in
      writer.string(root.folder)
      writer.string(root.outputPath)
      writer.array(root.files) { $0.string($1) }
    }
    writer.array(packages) { writer, package in
      writer.string(package.path)
      writer.string(package.manifests)
      writer.array(package.roots) { $0.string($1) }
      writer.string(package.listing)
    }
    writer.array(targets) { $1.write(to: &$0) }
    // The targets' files are the records'.
    func write(_ target: SwordTarget, files: Bool, to writer: inout IndexWriter) {
      writer.string(target.name)
      writer.string(target.moduleName)
      writer.string(target.packagePath)
      writer.string(target.directory)
      writer.bool(target.isRoot)
      writer.bool(target.isMainActorByDefault)
      writer.bool(target.importsInternalByDefault)
      if files { writer.array(target.sourceFiles) { $0.string($1) } }
    }
    writer.array(workspace.targets) { write($1, files: false, to: &$0) }
    writer.array(workspace.unlistedTargets) { write($1, files: true, to: &$0) }
    writer.string(workspace.root.moduleName)
    writer.string(workspace.root.directory)
    writer.string(workspace.root.outputPath)
    writer.int(workspace.root.parts)
    writer.array(workspace.warnings) { $0.value($1) }
    return Data(writer.bytes)
  }
}

extension WarmSnapshot {
  init(decoding data: Data) throws {
    self = try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      let runKey = try reader.string()
      let rootModule = try reader.string()
      var output = OutputLocation(
        path: try reader.string(), parts: try reader.int(), boundary: try reader.optional { try $0.string() })
      let mockFiles = try reader.array { reader in (try reader.string(), try reader.string()) }
      output.mockFiles = Dictionary(mockFiles) { first, _ in first }
      let testFiles = try reader.array { reader in (try reader.string(), try reader.string()) }
      output.testFiles = Dictionary(testFiles) { first, _ in first }
      let files = try reader.int()
      let sourcesRoot = try reader.optional { reader in
        SourcesRoot(
          folder: try reader.string(), outputPath: try reader.string(), files: try reader.array { try $0.string() })
      }
      let packages = try reader.array { reader in
        DescribeLedger.Package(
          path: try reader.string(), manifests: try reader.string(), roots: try reader.array { try $0.string() },
          listing: try reader.string())
      }
      let targets = try reader.array { try IndexCache.StampRecord(from: &$0) }
      func target(files: [String]?, from reader: inout IndexReader) throws -> SwordTarget {
        var target = SwordTarget(
          name: try reader.string(), moduleName: try reader.string(), packagePath: try reader.string(),
          directory: try reader.string(), sourceFiles: [], isRoot: try reader.bool())
        target.isMainActorByDefault = try reader.bool()
        target.importsInternalByDefault = try reader.bool()
        target.sourceFiles = try files ?? reader.array { try $0.string() }
        return target
      }
      var position = 0
      let workspaceTargets = try reader.array { reader -> SwordTarget in
        guard position < targets.count else { throw IndexCodec.Malformed() }
        defer { position += 1 }
        return try target(files: targets[position].files, from: &reader)
      }
      let unlisted = try reader.array { try target(files: nil, from: &$0) }
      var root = RootOutput(
        moduleName: try reader.string(), directory: try reader.string(), outputPath: try reader.string())
      root.parts = try reader.int()
      let warnings = try reader.array { try $0.value(Diagnostic.self) }
      guard reader.isAtEnd, workspaceTargets.count == targets.count else { throw IndexCodec.Malformed() }
      // Built as the loader builds it; the order is the recorded one, already sorted.
      var workspace = Workspace(targets: [], root: root)
      workspace.targets = workspaceTargets
      workspace.unlistedTargets = unlisted
      workspace.warnings = warnings
      return WarmSnapshot(
        packages: packages, targets: targets, runKey: runKey, rootModule: rootModule, output: output, files: files,
        sourcesRoot: sourcesRoot, workspace: workspace)
    }
  }
}

/// Where ``WarmSnapshot``s are kept: one entry per configuration file, replaced by each run that can make one.
struct SnapshotCache: Sendable {
  let store: CacheStore
  /// The `swift` the describer would run (see ``CachingDescriber/toolIdentity``).
  let toolIdentity: String
  /// The environment the manifests would see.
  var environment: [String: String] = ProcessInfo.processInfo.environment

  /// The entry of `configuration`, decoded from `source`, under this environment and tool.
  func slot(for configuration: Configuration, source: Data) -> Slot {
    Slot(
      store: store, name: CacheStore.entryName(configFile: configuration.file),
      key: WarmSnapshot.key(
        configuration: configuration, source: source, environment: environment, toolIdentity: toolIdentity))
  }

  /// One configuration's entry and the key a snapshot must have been stored under to serve this run.
  struct Slot: Sendable {
    let store: CacheStore
    let name: String
    let key: String

    /// The stored snapshot and what of it still holds (see ``WarmSnapshot/check(jobs:)``); `nil` when there is none.
    func checked(jobs: Int) async -> (snapshot: WarmSnapshot, check: WarmSnapshot.Check)? {
      guard let payload = store.read(kind: WarmSnapshot.kind, name: name, key: key),
        let snapshot = try? WarmSnapshot(decoding: payload)
      else { return nil }
      return (snapshot, await snapshot.check(jobs: jobs))
    }

    /// Stores `snapshot` unless the same one is stored already.
    func write(_ snapshot: WarmSnapshot) {
      let payload = snapshot.encoded()
      guard store.read(kind: WarmSnapshot.kind, name: name, key: key) != payload else { return }
      store.write(kind: WarmSnapshot.kind, name: name, key: key, payload: payload)
    }
  }

}
