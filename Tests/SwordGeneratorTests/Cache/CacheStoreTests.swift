import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

final class CacheStoreTests: XCTestCase {
  private func store() throws -> CacheStore {
    CacheStore(directory: try TemporaryFolder(for: self).path + "/cache", fingerprint: "sword test", secret: .process)
  }

  func testWrittenEntryReadsBackForItsKeyOnly() throws {
    let store = try store()
    XCTAssertTrue(store.write(kind: "index", name: "A", key: "k1", payload: Data("payload".utf8)))
    XCTAssertEqual(store.read(kind: "index", name: "A", key: "k1"), Data("payload".utf8))
    XCTAssertNil(store.read(kind: "index", name: "A", key: "k2"))
    XCTAssertNil(store.read(kind: "describe", name: "A", key: "k1"))
    XCTAssertNil(store.read(kind: "index", name: "B", key: "k1"))
    // No temporary files are left behind.
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory + "/index"), ["A"])
  }

  /// The key of an entry comes from its header alone; another kind, another Sword or a damaged header has none.
  func testTheKeyIsReadFromTheHeader() throws {
    let store = try store()
    XCTAssertNil(store.key(kind: "run", name: "A"), "no entry")
    store.write(kind: "run", name: "A", key: "k1", payload: Data(repeating: 7, count: 100_000))
    XCTAssertEqual(store.key(kind: "run", name: "A"), "k1")
    XCTAssertNil(store.key(kind: "index", name: "A"))
    XCTAssertNil(
      CacheStore(directory: store.directory, fingerprint: "sword other", secret: .process).key(kind: "run", name: "A"))
    let path = store.path(kind: "run", name: "A")
    try Data("sword-cache\trun".utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertNil(store.key(kind: "run", name: "A"), "cut in the header")
  }

  /// The cache folder tells git to ignore it, so `git add -A` never tracks entries a later run rewrites.
  func testCacheFolderIsIgnoredByGit() throws {
    let store = try store()
    store.write(kind: "index", name: "A", key: "k", payload: Data("x".utf8))
    let ignore = try String(contentsOfFile: store.directory + "/.gitignore", encoding: .utf8)
    XCTAssertEqual(ignore.split(separator: "\n").last, "*")
  }

  /// Another Sword (another version, format or build) wrote it: not used.
  func testForeignFingerprintIsAMiss() throws {
    let store = try store()
    store.write(kind: "index", name: "A", key: "k", payload: Data("x".utf8))
    let other = CacheStore(directory: store.directory, fingerprint: "sword other", secret: .process)
    XCTAssertNil(other.read(kind: "index", name: "A", key: "k"))
  }

  /// Truncated, flipped, empty, garbage: every damaged entry is a miss.
  func testDamagedEntriesAreMisses() throws {
    let store = try store()
    let path = store.path(kind: "index", name: "A")
    store.write(kind: "index", name: "A", key: "k", payload: Data("a payload of some length".utf8))
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    var flipped = whole
    flipped[flipped.count - 3] ^= 0x20
    var flippedHeader = whole
    flippedHeader[5] ^= 0x01
    let damaged: [Data] = [
      whole.prefix(whole.count - 1), whole + Data("x".utf8), flipped, flippedHeader, Data(), Data("garbage".utf8),
      Data("{\"magic\":\"sword-cache\"}\nx".utf8),
    ]
    for (number, bytes) in damaged.enumerated() {
      try bytes.write(to: URL(fileURLWithPath: path))
      XCTAssertNil(store.read(kind: "index", name: "A", key: "k"), "damage \(number)")
    }
    // Cut anywhere, in the header or the payload.
    for length in 0..<whole.count {
      try whole.prefix(length).write(to: URL(fileURLWithPath: path))
      XCTAssertNil(store.read(kind: "index", name: "A"), "cut at \(length)")
    }
  }

  /// Entries are authenticated with the user's key: one made with another key, or edited with its digest made
  /// right again by someone without the key (the plain digest entries carried before), or copied over another
  /// entry's name, is a miss.
  func testForgedForeignAndMovedEntriesAreMisses() throws {
    let store = try store()
    store.write(kind: "run", name: "A", key: "k", payload: Data("generated text".utf8))
    let path = store.path(kind: "run", name: "A")
    let other = CacheStore(
      directory: store.directory, fingerprint: "sword test", secret: CacheSecret(bytes: Array(repeating: 7, count: 32))!
    )
    XCTAssertNil(other.read(kind: "run", name: "A"), "another key")
    XCTAssertEqual(other.key(kind: "run", name: "A"), "k", "the header alone says nothing of who wrote it")

    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    let newline = try XCTUnwrap(whole.firstIndex(of: UInt8(ascii: "\n")))
    var fields = String(decoding: whole[..<newline], as: UTF8.self).split(separator: "\t").map(String.init)
    let forged = Data("import class Storage.X();exit(0)".utf8)
    fields[fields.count - 2] = String(forged.count)
    for digest in [ContentHash(forged).hex, SHA256.hash(forged).hex] {
      fields[fields.count - 1] = digest
      try (Data(fields.joined(separator: "\t").utf8) + Data("\n".utf8) + forged).write(to: URL(fileURLWithPath: path))
      XCTAssertNil(store.read(kind: "run", name: "A"), "a recomputed plain digest")
    }

    store.write(kind: "run", name: "A", key: "k", payload: Data("generated text".utf8))
    try FileManager.default.copyItem(atPath: path, toPath: store.path(kind: "run", name: "B"))
    XCTAssertNotNil(store.read(kind: "run", name: "A"))
    XCTAssertNil(store.read(kind: "run", name: "B"), "an entry copied over another name")
  }

  /// A key holding the header's separators is not written (it could not be read back), and the entry is left alone.
  /// #41: in a cache folder others can write to, `run/` replaced by a link to a folder of theirs once received
  /// every run entry. A kind's folder, and the cache folder, are written into only when `lstat` says they are real
  /// folders of this user's that no one else may write.
  func testAFolderReplacedByALinkOrWritableByOthersIsNotWrittenInto() throws {
    let base = try TemporaryFolder(for: self).path
    let store = CacheStore(directory: base + "/cache", fingerprint: "sword test", secret: .process)
    XCTAssertTrue(store.write(kind: "index", name: "A", key: "k", payload: Data("x".utf8)))
    try FileManager.default.createDirectory(atPath: base + "/theirs", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: base + "/cache/run", withDestinationPath: base + "/theirs")
    XCTAssertFalse(store.write(kind: "run", name: "R", key: "k", payload: Data("generated".utf8)))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base + "/theirs"), [], "nothing written there")

    chmod(base + "/cache/index", 0o777)
    XCTAssertFalse(store.write(kind: "index", name: "B", key: "k", payload: Data("x".utf8)))
    chmod(base + "/cache/index", 0o700)
    XCTAssertTrue(store.write(kind: "index", name: "B", key: "k", payload: Data("x".utf8)))

    let linked = CacheStore(directory: base + "/linked", fingerprint: "sword test", secret: .process)
    try FileManager.default.createSymbolicLink(atPath: base + "/linked", withDestinationPath: base + "/theirs")
    XCTAssertFalse(linked.write(kind: "index", name: "A", key: "k", payload: Data("x".utf8)))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base + "/theirs"), [])
  }

  func testKeyWithASeparatorIsNotWritten() throws {
    let store = try store()
    XCTAssertTrue(store.write(kind: "index", name: "A", key: "k", payload: Data("x".utf8)))
    XCTAssertFalse(store.write(kind: "index", name: "A", key: "k\tl", payload: Data("y".utf8)))
    XCTAssertEqual(store.read(kind: "index", name: "A")?.payload, Data("x".utf8))
  }

  /// A cache folder that cannot be created is no error: the write says false and the run goes on.
  func testFailedWriteReturnsFalse() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("cache", "a file where the cache folder should be")
    let store = CacheStore(directory: folder.path + "/cache", fingerprint: "sword test", secret: .process)
    XCTAssertFalse(store.write(kind: "index", name: "A", key: "k", payload: Data("x".utf8)))
    XCTAssertNil(store.read(kind: "index", name: "A", key: "k"))
  }

  func testEntryNamesAreSafeAndDistinct() {
    let first = CacheStore.entryName("My Module/../x", identity: "/repo/A\nx")
    XCTAssertFalse(first.contains("/"))
    XCTAssertNotEqual(first, CacheStore.entryName("My Module/../x", identity: "/repo/B\nx"))
  }
}
