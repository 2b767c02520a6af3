import Foundation

/// Describes packages through `base` (the static reader, then SwiftPM) and keeps each description, reusing it while
/// the package's manifests are byte for byte the same and the names of the files under its targets' folders (and
/// the folders SwiftPM looks in by default) are the same (see ``PackageListing``). Any change to either describes
/// the package again.
///
/// Entries are keyed by content, not by where the package is: an entry is named after the package's folder relative
/// to the workspace, and its key holds the manifests' bytes, the environment variables they read and the `swift`
/// that describes them, and the absolute path only when a manifest can see it (`#filePath`, see
/// ``ManifestInputs``). A cache restored from another machine into a clone at another path is warm.
///
/// The listing is taken before and after `describe` runs and the description is stored only when both agree, so a
/// file added while SwiftPM was reading the folders cannot leave a description that misses it.
///
/// ```swift
/// let describer = CachingDescriber(base: reading, store: store, toolIdentity: "swift 6.3")
/// let core = try await describer.describe(packageAt: "/repo/Packages/Core", reportingAt: location)
/// ```
struct CachingDescriber: PackageDescribing {
  static let kind = "describe"

  let base: any PackageDescribing
  let store: CacheStore
  /// What else the description depends on: the `swift` that runs describe (its path, size and date).
  let toolIdentity: String
  /// The folder entries are named relative to (the workspace root); `nil` names them by absolute path.
  var workspaceRoot: String?
  /// How `base` reads manifests (statically where it can, or SwiftPM for all): part of every key.
  var variant = ""
  /// The environment the manifests see (the process's own: `swift package describe` inherits it).
  var environment: [String: String] = ProcessInfo.processInfo.environment
  /// Where `base` notes how it read each package; a description from the cache is noted as it was read.
  var readings: ManifestReadings?
  /// Counts the descriptions that came from the cache, for `--verbose`.
  let hits = CacheCounter()
  /// What each description was confirmed against this run, for ``WarmSnapshot``.
  let ledger = DescribeLedger()

  private struct Entry: Codable {
    /// The package folder the description was made for.
    var path: String
    /// Folders (relative to the package) whose listing the description was checked against.
    var roots: [String]
    /// The digest of their listing; `nil` when the description could not be confirmed and must be made again.
    var listing: String?
    var description: DescribedPackage
    /// How the manifest was read.
    var reading: ManifestReading.Way?
  }

  func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    // A manifest that reads files is described every time: what it depends on is not known.
    guard let (key, manifestDigest) = entryKey(package: path) else {
      ledger.unconfirmed(path)
      return try await base.describe(packageAt: path, reportingAt: location)
    }
    let name = entryName(path)
    let stored = store.read(kind: Self.kind, name: name)
    let previous = stored.flatMap { try? CacheDecoder.decode(Entry.self, from: $0.payload) }
    if let previous, let listing = previous.listing, stored?.key == key,
      PackageListing.digest(package: path, roots: previous.roots) == listing
    {
      hits.increment()
      ledger.confirmed(.init(path: path, manifests: manifestDigest, roots: previous.roots, listing: listing))
      readings?.note(path, previous.reading ?? .swiftPM(because: nil))
      var description = previous.description
      // Made for the same package elsewhere (a clone at another path): SwiftPM would print this folder.
      if previous.path != path { description.path = FileSystemProbe.realPath(path) ?? path }
      return description
    }
    let roots = previous?.roots ?? PackageListing.conventionalRoots
    let before = PackageListing.digest(package: path, roots: roots)
    let description = try await base.describe(packageAt: path, reportingAt: location)
    let needed = description.targets.map(\.path)
    var entry = Entry(
      path: path, roots: PackageListing.roots(of: description, extra: roots), listing: nil, description: description,
      reading: readings?.way(of: path))
    if PackageListing.covered(needed, by: roots), PackageListing.digest(package: path, roots: roots) == before,
      entryKey(package: path)?.key == key
    {
      entry.roots = roots
      entry.listing = before
      ledger.confirmed(.init(path: path, manifests: manifestDigest, roots: roots, listing: before))
    } else {
      ledger.unconfirmed(path)
    }
    if let payload = try? CacheEncoder.encode(entry) {
      store.write(kind: Self.kind, name: name, key: key, payload: payload)
    }
    return description
  }

  /// The key of everything but the listing: the manifests' bytes, the environment variables they read
  /// (``ManifestInputs``), the tool and how manifests are read, and the package folder only when a manifest can
  /// see it; and the manifests' digest. `nil` when the description must not be cached.
  private func entryKey(package path: String) -> (key: String, manifests: String)? {
    let manifests = ManifestFiles.read(package: path)
    guard let inputs = ManifestInputs.inputs(manifests: manifests.compactMap(\.data), environment: environment) else {
      return nil
    }
    let manifestDigest = PackageListing.manifestDigest(manifests)
    var key = CacheKey()
    // What a description holds: since the second version, each target's default isolation; since the third, the
    // package's products; since the fourth, how the manifest was read, keyed by content.
    key.add("description 5")
    key.add(inputs.dependsOnPath ? path : "")
    key.add(variant)
    key.add(toolIdentity)
    key.add(manifestDigest)
    key.add(inputs.environment)
    return (key.digest.hex, manifestDigest)
  }

  /// The entry of the package in `path`: named after its folder relative to the workspace, so that a clone at
  /// another path finds it.
  private func entryName(_ path: String) -> String {
    let identity = workspaceRoot.map { Paths.withinWorkspace(path, root: $0) } ?? path
    return CacheStore.entryName(URL(fileURLWithPath: path).lastPathComponent, identity: identity)
  }
}

/// What ``CachingDescriber`` checked each package's description against in one run: its manifests' digest and the
/// listing of its targets' folders. A package described without such a check (its manifest reads files, or the
/// listing changed while SwiftPM ran) is remembered as unconfirmed, and no ``WarmSnapshot`` is made of the run.
final class DescribeLedger: @unchecked Sendable {
  struct Package: Equatable, Sendable {
    var path: String
    var manifests: String
    var roots: [String]
    var listing: String
  }

  private let lock = NSLock()
  private var packages: [String: Package] = [:]
  private var unconfirmedPaths: Set<String> = []

  func confirmed(_ package: Package) {
    lock.withLock { packages[package.path] = package }
  }

  func unconfirmed(_ path: String) {
    lock.withLock { _ = unconfirmedPaths.insert(path) }
  }

  /// Every package described this run, in path order; `nil` when one was not confirmed.
  var all: [Package]? {
    lock.withLock { unconfirmedPaths.isEmpty ? packages.values.sorted { $0.path < $1.path } : nil }
  }
}
