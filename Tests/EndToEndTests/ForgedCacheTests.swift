import Foundation
import SwordTestSupport
import XCTest

/// What a cache can do to a build: save time, nothing else. Runs the real `sword` on a copy of
/// `Fixtures/OnePackageApp` (its packages from the checked-in description: no SwiftPM) and edits its cache the way
/// someone who can write to it would (a CI cache restored from another job, a shared folder): the generated text of
/// the run-result and graph-memo entries replaced by an injection, each entry's length and digest made right again
/// as today's entries were checked. Every such entry must be a miss, and the output that of a cold run.
final class ForgedCacheTests: XCTestCase {
  /// `SWORD_TEST_BINARY` runs these tests against another build of `sword` (an older one, to see them fail).
  private let sword = ProcessInfo.processInfo.environment["SWORD_TEST_BINARY"] ?? Repository.sword
  private let injection = "import class Storage.X();exit(0)"
  private let generated = "Sources/AppScene/Sword.generated.swift"
  private var root: URL!
  private var config: String!

  override func setUpWithError() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: sword), "build sword first: swift build --product sword")
    let temporary = try TemporaryFolder(for: self)
    root = URL(fileURLWithPath: temporary.path + "/workspace")
    config = temporary.path + "/config"
    try FileManager.default.copyItem(at: Repository.fixtures.appendingPathComponent("OnePackageApp"), to: root)
    try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
  }

  /// `sword generate`, with the key from the user's key file (under a folder of the test's own) unless `key` is
  /// given as `SWORD_CACHE_KEY`.
  @discardableResult
  private func generate(
    in folder: URL? = nil, key: String? = nil, configHome: String? = nil, _ extra: [String] = [],
    line: UInt = #line
  ) throws -> TestProcess.Result {
    let result = try TestProcess.run(
      sword, ["generate", "--package-description", "package-description.json"] + extra, in: folder ?? root,
      environment: ["SWORD_CACHE_KEY": key, "XDG_CONFIG_HOME": configHome ?? config])
    XCTAssertEqual(result.status, 0, result.output, line: line)
    return result
  }

  private func output(in folder: URL? = nil) throws -> String {
    try String(contentsOf: (folder ?? root).appendingPathComponent(generated), encoding: .utf8)
  }

  /// The one entry of `kind` in the default cache folder.
  private func entry(_ kind: String) throws -> String {
    let folder = root.appendingPathComponent(".build/sword-cache/\(kind)").path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
    XCTAssertEqual(names.count, 1, "\(kind): \(names)")
    return folder + "/" + (names.first ?? "")
  }

  /// Replaces the generated code's first line in the entry at `path` by the injection (padded to its length), and
  /// makes the header's length and digest right again, as an attacker would: that digest is a plain hash anyone can
  /// compute.
  private func forge(_ path: String, firstLine: String, line: UInt = #line) throws {
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let padded = Data(
      (injection + String(repeating: " ", count: max(0, firstLine.utf8.count - injection.utf8.count))).utf8)
    XCTAssertEqual(padded.count, firstLine.utf8.count, line: line)
    var replaced = 0
    while let range = bytes.range(of: Data(firstLine.utf8)) {
      bytes.replaceSubrange(range, with: padded)
      replaced += 1
    }
    XCTAssertGreaterThan(replaced, 0, "the entry holds no generated code", line: line)
    let newline = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "\n")), line: line)
    var fields = String(decoding: bytes[..<newline], as: UTF8.self).split(
      separator: "\t", omittingEmptySubsequences: false
    ).map(String.init)
    let payload = Data(bytes[bytes.index(after: newline)...])
    fields[fields.count - 2] = String(payload.count)
    fields[fields.count - 1] = MurmurHash3(payload).hex
    try (Data(fields.joined(separator: "\t").utf8) + Data("\n".utf8) + payload).write(to: URL(fileURLWithPath: path))
  }

  /// The output of a run without a cache.
  private func coldOutput() throws -> String {
    let cold = try output()
    let check = try TestProcess.run(
      sword, ["check", "--no-cache", "--package-description", "package-description.json"], in: root)
    XCTAssertEqual(check.status, 0, check.output)
    return cold
  }

  func testAForgedRunResultIsAMissAndTheRunIsCold() throws {
    try generate()
    let cold = try coldOutput()
    let firstLine = String(cold.prefix { $0 != "\n" })
    try forge(try entry("run"), firstLine: firstLine)
    let warm = try generate()
    XCTAssertFalse(try output().contains("exit(0)"), warm.output)
    XCTAssertEqual(try output(), cold)
  }

  func testAForgedGraphMemoIsAMissAndTheRunIsCold() throws {
    try generate()
    let cold = try coldOutput()
    let firstLine = String(cold.prefix { $0 != "\n" })
    // Without the run's result, the next run builds its output from the memo.
    try FileManager.default.removeItem(atPath: try entry("run"))
    try forge(try entry("graph-memo"), firstLine: firstLine)
    let warm = try generate()
    XCTAssertFalse(try output().contains("exit(0)"), warm.output)
    XCTAssertEqual(try output(), cold)
  }

  /// Entries written with another key (another user's, another repository's secret) are misses, never read.
  func testEntriesWrittenWithAnotherKeyAreMisses() throws {
    let first = String(repeating: "1f", count: 32)
    let second = String(repeating: "2e", count: 32)
    try generate(key: first)
    let cold = try coldOutput()
    let other = try generate(key: second, ["--verbose"])
    XCTAssertTrue(other.output.contains("cached targets 0,"), other.output)
    XCTAssertEqual(try output(), cold)
    // A run with neither key, with a key file of its own, reads none of them either.
    let keyFile = try generate(["--verbose"])
    XCTAssertTrue(keyFile.output.contains("cached targets 0,"), keyFile.output)
  }

  /// CI: a cache restored into a clone at another path, by a job whose `SWORD_CACHE_KEY` is the one the job that
  /// saved it had (and whose home holds no key file), is warm.
  func testACacheRestoredElsewhereWithTheSameKeyHits() throws {
    let key = Data((0..<32).map { UInt8($0 * 5) }).base64EncodedString()
    try generate(key: key)
    let cold = try coldOutput()
    let clone = root.deletingLastPathComponent().appendingPathComponent("clone")
    try FileManager.default.copyItem(at: root, to: clone)
    let otherHome = root.deletingLastPathComponent().appendingPathComponent("other-home").path
    let warm = try generate(in: clone, key: key, configHome: otherHome, ["--verbose"])
    XCTAssertTrue(warm.output.contains("cached targets 13,"), warm.output)
    XCTAssertEqual(try output(in: clone), cold)
    XCTAssertFalse(FileManager.default.fileExists(atPath: otherHome + "/sword/cache-key"), "the variable is used")
  }

  /// No key to be had (a malformed variable, a key file others may read): a cold run, no cache read or written, and
  /// a warning that says why.
  func testWithoutAUsableKeyTheRunIsColdAndSaysWhy() throws {
    let malformed = try generate(key: "password", ["--verbose"])
    XCTAssertTrue(malformed.output.contains("warning: no cache this run: SWORD_CACHE_KEY must hold"), malformed.output)
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/sword-cache").path))
    try generate()
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config + "/sword/cache-key")
    let readable = try generate(["--verbose"])
    XCTAssertTrue(readable.output.contains("can be read or written by others"), readable.output)
    XCTAssertFalse(readable.output.contains("cached targets"), readable.output)
    XCTAssertEqual(try output(), try coldOutput())
  }

  /// Without `SWORD_CACHE_KEY`, the key file is made once with mode 0600 and later runs hit.
  func testTheKeyFileIsMadePrivateAndLaterRunsHit() throws {
    try generate()
    let attributes = try FileManager.default.attributesOfItem(atPath: config + "/sword/cache-key")
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    let warm = try generate(["--verbose"])
    XCTAssertFalse(warm.output.contains("cached targets 0,"), warm.output)
    XCTAssertFalse(warm.output.contains("warning"), warm.output)
  }
}

/// The digest cache entries carried before they were authenticated (Sword's `ContentHash`: MurmurHash3 x64
/// 128-bit, seed 0), computed here as anyone could.
private struct MurmurHash3 {
  var high: UInt64 = 0
  var low: UInt64 = 0

  init(_ data: Data) {
    let bytes = [UInt8](data)
    let c1: UInt64 = 0x87c3_7b91_1142_53d5
    let c2: UInt64 = 0x4cf5_ad43_2745_937f
    func rotated(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }
    func word(_ offset: Int) -> UInt64 {
      (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
    func mix(_ value: UInt64) -> UInt64 {
      var k = value
      k ^= k >> 33
      k &*= 0xff51_afd7_ed55_8ccd
      k ^= k >> 33
      k &*= 0xc4ce_b9fe_1a85_ec53
      k ^= k >> 33
      return k
    }
    var h1: UInt64 = 0
    var h2: UInt64 = 0
    let blocks = bytes.count / 16
    for block in 0..<blocks {
      h1 ^= rotated(word(block * 16) &* c1, 31) &* c2
      h1 = (rotated(h1, 27) &+ h2) &* 5 &+ 0x52dc_e729
      h2 ^= rotated(word(block * 16 + 8) &* c2, 33) &* c1
      h2 = (rotated(h2, 31) &+ h1) &* 5 &+ 0x3849_5ab5
    }
    var k1: UInt64 = 0
    var k2: UInt64 = 0
    let tail = blocks * 16
    for position in stride(from: bytes.count - 1, through: tail, by: -1) {
      if position - tail >= 8 {
        k2 = (k2 << 8) | UInt64(bytes[position])
      } else {
        k1 = (k1 << 8) | UInt64(bytes[position])
      }
    }
    if bytes.count - tail > 8 { h2 ^= rotated(k2 &* c2, 33) &* c1 }
    if bytes.count - tail > 0 { h1 ^= rotated(k1 &* c1, 31) &* c2 }
    h1 ^= UInt64(bytes.count)
    h2 ^= UInt64(bytes.count)
    h1 &+= h2
    h2 &+= h1
    h1 = mix(h1)
    h2 = mix(h2)
    h1 &+= h2
    h2 &+= h1
    high = h1
    low = h2
  }

  var hex: String {
    [high, low].map { String(repeating: "0", count: 16 - String($0, radix: 16).count) + String($0, radix: 16) }.joined()
  }
}
