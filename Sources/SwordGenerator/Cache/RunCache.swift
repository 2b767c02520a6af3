import Foundation

/// The whole-run cache: what the stages after indexing produced (every diagnostic, and the generated text when
/// there were no errors), keyed by everything they read: the configuration as decoded, every target of the
/// workspace (names, folders, file lists) with the digest of its index (see ``IndexCache/digest(of:)``), and the
/// root output. Sword's version and executable are part of every entry (see ``CacheFingerprint``). A run whose key
/// matches skips merging, validation and rendering; the file on disk is still compared (`check`) or written when
/// its bytes differ (`generate`) as on any run. Keyed by the indexes rather than by the files' bytes, the result is
/// reused after an edit that Sword does not read (a method's body, a comment): only the edited target is parsed.
///
/// ```swift
/// let key = RunCache.key(configuration: configuration, workspace: workspace, indexDigests: digests)
/// if let key, let output = cache.read(key: key, configFile: configuration.file) { print(output.bindings) }
/// ```
struct RunCache: Sendable {
  static let kind = "run"

  let store: CacheStore

  /// What a run's stages after indexing give.
  typealias Result = RenderedOutput

  /// The key of a run, or `nil` when a target has no digest (a file could not be read) and the run cannot be
  /// cached.
  /// The configuration enters as its full `String(reflecting:)`, so that an option added later is part of the key
  /// without anyone remembering to add it (a field printed in no stable order would only cost hits).
  static func key(configuration: Configuration, workspace: Workspace, indexDigests: [String?]) -> String? {
    key(configurationText: configurationText(configuration), workspace: workspace, indexDigests: indexDigests)
  }

  /// What a configuration enters the key as (a run asking for several keys computes it once: with hundreds of
  /// packages it is a long text).
  static func configurationText(_ configuration: Configuration) -> String { String(reflecting: configuration) }

  /// ``key(configuration:workspace:indexDigests:)`` with the configuration's ``configurationText(_:)``.
  static func key(configurationText: String, workspace: Workspace, indexDigests: [String?]) -> String? {
    guard indexDigests.count == workspace.targets.count else { return nil }
    var key = CacheKey()
    key.add(configurationText)
    key.add(workspace.root.moduleName)
    key.add(workspace.root.directory)
    key.add(workspace.root.outputPath)
    key.add(workspace.targets.count)
    for (target, digest) in zip(workspace.targets, indexDigests) {
      guard let digest else { return nil }
      key.add(target.name)
      key.add(target.moduleName)
      key.add(target.packagePath)
      key.add(target.directory)
      key.add(target.isRoot ? 1 : 0)
      key.add(target.isMainActorByDefault ? 1 : 0)
      key.add(target.importsInternalByDefault ? 1 : 0)
      key.add(target.sourceFiles.count)
      for file in target.sourceFiles { key.add(file) }
      key.add(digest)
    }
    return key.digest.hex
  }

  /// The result stored for `key`, if any.
  func read(key: String, configFile: String) -> Result? {
    // The header first: a run that changed something asks for a key the stored result (megabytes) was not made for.
    let name = CacheStore.entryName(configFile: configFile)
    guard store.key(kind: Self.kind, name: name) == key, let payload = store.read(kind: Self.kind, name: name, key: key)
    else { return nil }
    return try? Self.decode(payload)
  }

  /// Stores `result` for `key`, replacing the previous run's entry for this configuration file; an entry already
  /// stored for `key` is left as it is (a run that changed nothing writes nothing).
  func write(_ result: Result, key: String, configFile: String) {
    let name = CacheStore.entryName(configFile: configFile)
    let payload = Self.encode(result)
    // Read whole only when its header has this key: an entry that is damaged or does not decode is replaced.
    if store.key(kind: Self.kind, name: name) == key, store.read(kind: Self.kind, name: name, key: key) == payload {
      return
    }
    store.write(kind: Self.kind, name: name, key: key, payload: payload)
  }

  /// A result's bytes, field by field (the generated text is megabytes: `Codable`'s containers cost several times
  /// more for it).
  static func encode(_ result: Result) -> Data {
    var writer = IndexWriter(capacity: (result.files?.reduce(0) { $0 + $1.contents.utf8.count } ?? 0) + 4096)
    writer.array(result.diagnostics) { $0.value($1) }
    writer.optional(result.files) { writer, files in
      writer.array(files) { writer, file in
        writer.string(file.path)
        writer.text(file.contents)
      }
    }
    writer.int(result.components)
    writer.int(result.bindings)
    return Data(writer.bytes)
  }

  static func decode(_ data: Data) throws -> Result {
    try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      let diagnostics = try reader.array { try $0.value(Diagnostic.self) }
      let files = try reader.optional { reader in
        try reader.array { GeneratedFile(path: try $0.string(), contents: try $0.text()) }
      }
      let result = Result(
        diagnostics: diagnostics, files: files, components: try reader.int(), bindings: try reader.int())
      guard reader.isAtEnd else { throw IndexCodec.Malformed() }
      return result
    }
  }

}
