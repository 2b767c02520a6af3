import Foundation

/// What the last run without a single diagnostic left for the next one to rebuild only what an edit can reach (see
/// ``IncrementalGraph``): for each target, the digest of its index, the digest of its *frame* (the index without the
/// contents of its dependencies and modules) and the components its declarations are registered to; for each
/// generated component, its rendered ``ComponentPieces``; each module's mocks file; and the number of bindings of
/// each component. Stored under the key of the whole frame
/// (``IncrementalGraph/frameKey(configurationText:workspace:frameDigests:)``), one entry per configuration file,
/// replaced by each run that can make one.
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
  /// (Replaced with ``replacePieces(_:rendered:)``, which keeps the bytes of the others.)
  private(set) var pieces: [String: ComponentPieces]
  /// Every component's number of binding keys, by name (the `bindings` count of the output).
  var bindingCounts: [String: Int]
  /// Each output part's head: its header and imports (see ``Renderer/assemble(_:heads:to:)``).
  var heads: [String]
  /// Each module's mocks file (see ``MockPlan``), by module.
  var mocks: [String: GeneratedFile] = [:]
  /// The bytes each piece was read from: a piece the next run did not render again is written back as it was read,
  /// not encoded again (thousands of names and files at XL).
  private var encodedPieces: [String: Range<Int>] = [:]
  /// The bytes the memo was read from, which `encodedPieces` are ranges of.
  private var source = Data()

  static func == (left: GraphMemo, right: GraphMemo) -> Bool {
    (left.targets, left.pieces, left.bindingCounts, left.heads, left.mocks)
      == (right.targets, right.pieces, right.bindingCounts, right.heads, right.mocks)
  }

  /// Takes `pieces` as the memo's, each a piece of the same name had unless `rendered` names it (without comparing
  /// the texts: the caller knows which it rendered again).
  mutating func replacePieces(_ pieces: [String: ComponentPieces], rendered: Set<String>) {
    let kept = encodedPieces.filter { !rendered.contains($0.key) && pieces[$0.key] != nil }
    self.pieces = pieces
    encodedPieces = kept
  }

  func encoded() -> Data {
    var writer = IndexWriter(capacity: 1 << 20)
    writer.array(targets) { writer, target in
      writer.string(target.moduleName)
      writer.string(target.indexDigest)
      writer.string(target.frameDigest)
      writer.array(target.registrations) { $0.string($1) }
    }
    // The pieces to encode anew, on every core.
    let names = pieces.keys.sorted()
    let fresh = parallelMap(count: names.count) { position -> Data? in
      encodedPieces[names[position]] == nil ? Self.encode(pieces[names[position]]!) : nil
    }
    writer.array(Array(zip(names, fresh))) { writer, named in
      writer.string(named.0)
      if let bytes = named.1 {
        writer.blob(bytes)
      } else if let range = encodedPieces[named.0] {
        writer.blob(source[(source.startIndex + range.lowerBound)..<(source.startIndex + range.upperBound)])
      }
    }
    writer.array(bindingCounts.keys.sorted()) { writer, name in
      writer.string(name)
      writer.int(bindingCounts[name]!)
    }
    writer.array(heads) { $0.text($1) }
    writer.array(mocks.keys.sorted()) { writer, module in
      writer.string(module)
      writer.string(mocks[module]!.path)
      writer.text(mocks[module]!.contents)
    }
    return Data(writer.bytes)
  }

  /// One piece on its own (its own table of strings), so that its bytes can be written again as they are.
  private static func encode(_ piece: ComponentPieces) -> Data {
    var writer = IndexWriter(capacity: piece.texts.reduce(256) { $0 + $1.utf8.count })
    writer.array(piece.texts) { $0.text($1) }
    writer.array(piece.modules) { $0.string($1) }
    writer.array(piece.files) { $0.string($1) }
    writer.optional(piece.names) { writer, names in
      writer.bool(names.allTypes)
      writer.array(names.perPart) { $0.array($1.sorted()) { $0.string($1) } }
    }
    return Data(writer.bytes)
  }

  private static func decodePiece(_ raw: UnsafeRawBufferPointer) throws -> ComponentPieces {
    var reader = IndexReader(bytes: raw)
    let piece = ComponentPieces(
      texts: try reader.array { try $0.text() }, modules: try reader.array { try $0.string() },
      files: try reader.array { try $0.string() },
      names: try reader.optional { reader in
        ComponentPieces.Names(
          allTypes: try reader.bool(), perPart: try reader.array { Set(try $0.array { try $0.string() }) })
      })
    guard reader.isAtEnd else { throw IndexCodec.Malformed() }
    return piece
  }

  init(
    targets: [Target], pieces: [String: ComponentPieces], bindingCounts: [String: Int], heads: [String],
    mocks: [String: GeneratedFile] = [:]
  ) {
    self.targets = targets
    self.pieces = pieces
    self.bindingCounts = bindingCounts
    self.heads = heads
    self.mocks = mocks
  }

  init(decoding data: Data) throws {
    self = try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      let targets = try reader.array { reader in
        Target(
          moduleName: try reader.string(), indexDigest: try reader.string(), frameDigest: try reader.string(),
          registrations: try reader.array { try $0.string() })
      }
      var encoded: [String: Range<Int>] = [:]
      let pieces = try reader.array { reader in
        let name = try reader.string()
        let bytes = try reader.blob()
        let start = bytes.baseAddress.map { $0 - raw.baseAddress! } ?? 0
        encoded[name] = start..<(start + bytes.count)
        return (name, try Self.decodePiece(bytes))
      }
      let counts = try reader.array { reader in (try reader.string(), try reader.int()) }
      let heads = try reader.array { try $0.text() }
      let mocks = try reader.array { reader in
        (try reader.string(), GeneratedFile(path: try reader.string(), contents: try reader.text()))
      }
      guard reader.isAtEnd else { throw IndexCodec.Malformed() }
      var memo = GraphMemo(
        targets: targets, pieces: Dictionary(pieces) { first, _ in first },
        bindingCounts: Dictionary(counts) { first, _ in first }, heads: heads,
        mocks: Dictionary(mocks) { first, _ in first })
      memo.encodedPieces = encoded
      memo.source = data
      return memo
    }
  }
}

/// Where a configuration's ``GraphMemo`` is kept.
struct GraphMemoCache: Sendable {
  let store: CacheStore

  /// The stored memo of `configFile` and the frame key it was stored under.
  func read(configFile: String) -> (frameKey: String, memo: GraphMemo)? {
    guard let (key, payload) = store.read(kind: GraphMemo.kind, name: CacheStore.entryName(configFile: configFile)),
      let memo = try? GraphMemo(decoding: payload)
    else { return nil }
    return (key, memo)
  }

  func write(_ memo: GraphMemo, frameKey: String, configFile: String) {
    store.write(
      kind: GraphMemo.kind, name: CacheStore.entryName(configFile: configFile), key: frameKey, payload: memo.encoded())
  }

}
