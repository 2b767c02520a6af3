import Foundation

/// What the last run without a single diagnostic left for the next one to rebuild only what an edit can reach (see
/// ``IncrementalGraph``): for each target, the digest of its index, the digest of its *frame* (the index without the
/// contents of its dependencies and modules) and the components its declarations are registered to; for each
/// generated component, its rendered ``ComponentPieces``; and the number of bindings of each component. Stored
/// under the key of the whole frame (``IncrementalGraph/frameKey(configurationText:workspace:frameDigests:)``), one
/// entry per configuration file, replaced by each run that can make one.
struct GraphMemo: Equatable, Sendable {
  static let kind = "graph-memo"

  struct Target: Equatable, Sendable {
    var moduleName: String
    var indexDigest: String
    var frameDigest: String
    /// Sorted component names.
    var registrations: [String]
  }

  var targets: [Target]
  /// The pieces of every generated component, by name.
  var pieces: [String: ComponentPieces]
  /// Every component's number of binding keys, by name (the `bindings` count of the output).
  var bindingCounts: [String: Int]
  /// Each output part's head: its header and imports (see ``Renderer/assemble(_:heads:to:)``).
  var heads: [String]

  func encoded() -> Data {
    var writer = IndexWriter(capacity: 1 << 20)
    writer.array(targets) { writer, target in
      writer.string(target.moduleName)
      writer.string(target.indexDigest)
      writer.string(target.frameDigest)
      writer.array(target.registrations) { $0.string($1) }
    }
    writer.array(pieces.keys.sorted()) { writer, name in
      let piece = pieces[name]!
      writer.string(name)
      writer.array(piece.texts) { $0.string($1) }
      writer.array(piece.modules) { $0.string($1) }
      writer.array(piece.files) { $0.string($1) }
      writer.optional(piece.names) { writer, names in
        writer.bool(names.allTypes)
        writer.array(names.perPart) { $0.array($1.sorted()) { $0.string($1) } }
      }
    }
    writer.array(bindingCounts.keys.sorted()) { writer, name in
      writer.string(name)
      writer.int(bindingCounts[name]!)
    }
    writer.array(heads) { $0.string($1) }
    return Data(writer.bytes)
  }

  init(targets: [Target], pieces: [String: ComponentPieces], bindingCounts: [String: Int], heads: [String]) {
    self.targets = targets
    self.pieces = pieces
    self.bindingCounts = bindingCounts
    self.heads = heads
  }

  init(decoding data: Data) throws {
    self = try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      let targets = try reader.array { reader in
        Target(
          moduleName: try reader.string(), indexDigest: try reader.string(), frameDigest: try reader.string(),
          registrations: try reader.array { try $0.string() })
      }
      let pieces = try reader.array { reader in
        let name = try reader.string()
        let piece = ComponentPieces(
          texts: try reader.array { try $0.string() }, modules: try reader.array { try $0.string() },
          files: try reader.array { try $0.string() },
          names: try reader.optional { reader in
            ComponentPieces.Names(
              allTypes: try reader.bool(), perPart: try reader.array { Set(try $0.array { try $0.string() }) })
          })
        return (name, piece)
      }
      let counts = try reader.array { reader in (try reader.string(), try reader.int()) }
      let heads = try reader.array { try $0.string() }
      guard reader.isAtEnd else { throw IndexCodec.Malformed() }
      return GraphMemo(
        targets: targets, pieces: Dictionary(pieces) { first, _ in first },
        bindingCounts: Dictionary(counts) { first, _ in first }, heads: heads)
    }
  }
}

/// Where a configuration's ``GraphMemo`` is kept.
struct GraphMemoCache: Sendable {
  let store: CacheStore

  /// The stored memo of `configFile` and the frame key it was stored under.
  func read(configFile: String) -> (frameKey: String, memo: GraphMemo)? {
    guard let (key, payload) = store.read(kind: GraphMemo.kind, name: Self.entryName(configFile)),
      let memo = try? GraphMemo(decoding: payload)
    else { return nil }
    return (key, memo)
  }

  func write(_ memo: GraphMemo, frameKey: String, configFile: String) {
    store.write(kind: GraphMemo.kind, name: Self.entryName(configFile), key: frameKey, payload: memo.encoded())
  }

  private static func entryName(_ configFile: String) -> String {
    CacheStore.entryName(
      URL(fileURLWithPath: configFile).deletingLastPathComponent().lastPathComponent, identity: configFile)
  }
}
