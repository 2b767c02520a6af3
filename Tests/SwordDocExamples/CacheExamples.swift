// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwordNaming

@testable import SwordGenerator

func cacheKeyExample(fileData: Data) async throws {
  // doc-example: Sources/SwordGenerator/Cache/CacheKey.swift
  var key = CacheKey()
  key.add("Networking")
  key.add(ContentHash(fileData))
  key.digest.hex
  // end doc-example
}

func cacheSecretExample(options: PipelineOptions) async throws {
  var options = options
  // doc-example: Sources/SwordGenerator/Cache/CacheSecret.swift
  switch CacheSecret.load(environment: ProcessInfo.processInfo.environment) {
  case .success(let secret): options.cacheSecret = secret
  case .failure(let problem): print("warning: no cache: \(problem)")
  }
  // end doc-example
}

func cacheSettingExample() async throws {
  // doc-example: Sources/SwordGenerator/Cache/CacheSetting.swift
  var options = PipelineOptions(currentDirectory: "/repo")
  options.cache = .besideConfiguration          // <folder of .sword.yml>/.build/sword-cache, what `sword` uses
  options.cache = .directory("/tmp/sword-cache") // `sword --cache-dir /tmp/sword-cache`
  options.cache = .disabled                     // `sword --no-cache`: every run is a cold run
  // end doc-example
}

func cacheValueExample() async throws {
  // doc-example: Sources/SwordGenerator/Cache/CacheValue.swift
  let bytes = try CacheEncoder.encode(["Core": 3, "App": 1])
  let back = try CacheDecoder.decode([String: Int].self, from: bytes)  // ["Core": 3, "App": 1]
  // end doc-example
}

func cachingDescriberExample(reading: ManifestReadingDescriber, store: CacheStore, location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/Cache/CachingDescriber.swift
  let describer = CachingDescriber(base: reading, store: store, toolIdentity: "swift 6.3")
  let core = try await describer.describe(packageAt: "/repo/Packages/Core", reportingAt: location)
  // end doc-example
}

func contentHashExample() async throws {
  // doc-example: Sources/SwordGenerator/Cache/ContentHash.swift
  ContentHash(Data("struct A {}".utf8)).hex  // 32 hexadecimal digits
  // end doc-example
}

func earlyIndexingExample(indexCache: IndexCache, loader: WorkspaceLoader, workspace: Workspace) async throws {
  var loader = loader
  // doc-example: Sources/SwordGenerator/Cache/EarlyIndexing.swift
  let early = EarlyIndexing(cache: indexCache, jobs: 2)
  loader.listener = early
  let outcomes = await early.outcomes(of: workspace.targets)  // nil where a target was not started
  // end doc-example
}

func executableIdentityExample() async throws {
  // doc-example: Sources/SwordGenerator/Cache/ExecutableIdentity.swift
  ExecutableIdentity.buildID(of: "/usr/bin/swift-driver")  // "gnu:745953692a11346764c4d04ed8b121c8c8e66150"
  // end doc-example
}

func fileStampExample() async throws {
  // doc-example: Sources/SwordGenerator/Cache/FileStamp.swift
  let stamp = FileStamp(path: "/repo/Sources/App/App.swift")  // nil when the file cannot be stat'ed
  // end doc-example
}

func incrementalGraphExample(indexes: [TargetIndex], digests: [String], memo: GraphMemo, frameKey: String, workspace: Workspace, text: String, settings: GraphSettings, output: OutputLocation) async throws {
  // doc-example: Sources/SwordGenerator/Cache/IncrementalGraph.swift
  if let result = IncrementalGraph.render(
    indexes, digests: digests, memo: memo, storedFrameKey: frameKey, workspace: workspace,
    configurationText: text, settings: settings, output: output)
  {
    // result.output is what the whole graph and render stages would give
  }
  // end doc-example
}

func indexCacheExample(target: SwordTarget) async throws {
  // doc-example: Sources/SwordGenerator/Cache/IndexCache.swift
  let cache = IndexCache(store: CacheStore(directory: ".build/sword-cache", secret: .process))
  let (index, fromCache) = cache.index(target)
  // end doc-example
}

func indexCodecExample(index: TargetIndex) async throws {
  // doc-example: Sources/SwordGenerator/Cache/IndexCodec.swift
  let bytes = IndexCodec.encode(index)
  let back = try IndexCodec.decode(bytes)  // == index
  // end doc-example
}

func manifestInputsExample(coreManifest: Data) async throws {
  // doc-example: Sources/SwordGenerator/Cache/ManifestInputs.swift
  ManifestInputs.key(manifests: [coreManifest], environment: ["CI": "1"])  // "CI=1", or nil: do not cache
  // end doc-example
}

func runCacheExample(configuration: Configuration, workspace: Workspace, digests: [String?], cache: RunCache) async throws {
  // doc-example: Sources/SwordGenerator/Cache/RunCache.swift
  let key = RunCache.key(configuration: configuration, workspace: workspace, indexDigests: digests)
  if let key, let output = cache.read(key: key, configFile: configuration.file) { print(output.bindings) }
  // end doc-example
}

func sHA256Example(key: [UInt8], header: Data, payload: Data) async throws {
  // doc-example: Sources/SwordGenerator/Cache/SHA256.swift
  SHA256.hash(Data("abc".utf8)).hex          // "ba7816bf…f20015ad"
  SHA256.authenticationCode(key: key, parts: [header, payload])
  // end doc-example
}

func warmPathExample(swiftPM: SwiftPMDescriber, configuration: Configuration, bytes: Data, settings: GraphSettings, location: OutputLocation) async throws {
  // doc-example: Sources/SwordGenerator/Cache/WarmPath.swift
  var describer: any PackageDescribing = swiftPM
  var warm = WarmPath(configuration: configuration, source: bytes, caching: &describer, cache: .besideConfiguration,
                      currentDirectory: "/repo", jobs: 2)
  if case .output(_, let output)? = await warm.snapshot() { print(output.bindings) }  // describe, index skipped
  let workspace = try await WorkspaceLoader(describer: describer, listener: warm.listener).load(configuration)
  let indexed = await warm.index(WarmPath.Described(workspace), finished: { _ in })
  switch await warm.storedOutput(indexed) {
  case .output(let output, let keyed):                              // graph and render skipped
    _ = await warm.finish(keyed, output: location)
  case .missing(let indexes, var building):
    if let result = warm.incrementalOutput(indexes, &building, settings: settings, output: location) {
      print(result.output.bindings)                                 // only the changed components built again
    } else {
      let built = RenderStage.graphAndRender(indexes, settings: settings, output: location)
      warm.keep(built, indexes: indexes, building)                  // its output and memo, for the next run
    }
    _ = await warm.finish(building.keyed, output: location)       // the entries written, the snapshot made
  }
  // end doc-example
}

func warmSnapshotExample(snapshots: SnapshotCache, configuration: Configuration, bytesOfSwordYml: Data, runCache: RunCache) async throws {
  // doc-example: Sources/SwordGenerator/Cache/WarmSnapshot.swift
  let slot = snapshots.slot(for: configuration, source: bytesOfSwordYml)
  if let (snapshot, check) = await slot.checked(jobs: 2), check != .fails {
    let output = runCache.read(key: snapshot.runKey, configFile: configuration.file)
  }
  // end doc-example
}
