import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// An index read from the disk is untrusted: an index file or a cache entry whose names were replaced by code is
/// refused (an index file) or indexed again (a cache entry), and never pasted into the generated file.
final class IndexSpellingCheckTests: XCTestCase {
  /// Every name of every fixture's sources passes: the check accepts all the indexer writes.
  func testEveryIndexTheIndexerWritesPasses() throws {
    let fixtures = Repository.fixtures.path
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: fixtures))
    var byFolder: [String: [String]] = [:]
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".swift"), !path.contains(".build/"), !path.hasSuffix("Package.swift") else { continue }
      byFolder[(path as NSString).deletingLastPathComponent, default: []].append(fixtures + "/" + path)
    }
    XCTAssertGreaterThan(byFolder.count, 20)
    for (folder, files) in byFolder {
      let index = TargetIndexer.index(moduleName: "Module", files: files.sorted())
      XCTAssertNil(IndexSpellingCheck.problem(in: index), folder)
    }
  }

  func testTypesAreAcceptedOnlyAsTheIndexerSpellsThem() {
    for valid in [
      "Clock", "Core.Clock", "Clock?", "[Clock]", "[String: any Store]", "Repository<User>", "any Store", "some Store",
      "Dictionary<String, [Int]>", "`default`", "`Raw Thing`", "Outer.`Type`", "(Int) -> String",
      "@escaping @Sendable () async throws -> Void", "(any Store)?", "Foo.Type", "日本語", "Lazy<Clock>!",
    ] {
      XCTAssertTrue(IndexSpellingCheck.isCanonicalType(valid), valid)
    }
    for invalid in [
      "X();exit(0)", "X = 1", "X\nimport Foundation", "X { }", "\"a\"", "X; Y", "default", "X /* */", "X//",
      "X  ", " X", "Repository< User >", "(X)", "#if", "X.init()", "a.b(c)", "`a`b`", "",
    ] {
      XCTAssertFalse(IndexSpellingCheck.isCanonicalType(invalid), invalid)
    }
  }

  func testConditionsNamesAndKeysAreCheckedToo() {
    XCTAssertTrue(IndexSpellingCheck.isCondition("DEBUG"))
    XCTAssertTrue(IndexSpellingCheck.isCondition("!(os(iOS) || canImport(UIKit))"))
    XCTAssertTrue(IndexSpellingCheck.isCondition("swift(>=6.0)"))
    XCTAssertFalse(IndexSpellingCheck.isCondition("DEBUG\nprint(1)"))
    XCTAssertFalse(IndexSpellingCheck.isCondition("DEBUG // x"))
    XCTAssertFalse(IndexSpellingCheck.isCondition("f({ exit(0) }())"))
    XCTAssertTrue(IndexSpellingCheck.isMapKey(#""login""#))
    XCTAssertTrue(IndexSpellingCheck.isMapKey("Screen.login"))
    XCTAssertTrue(IndexSpellingCheck.isMapKey("-3"))
    XCTAssertFalse(IndexSpellingCheck.isMapKey(#""\(exit(0))""#))
    XCTAssertFalse(IndexSpellingCheck.isMapKey("exit(0)"))
    XCTAssertTrue(SwiftName.isSpelledIdentifier("`self`"))
    XCTAssertFalse(SwiftName.isSpelledIdentifier("self"))
    XCTAssertFalse(SwiftName.isSpelledIdentifier("a b"))
  }

  /// The attack: an index file whose type name is replaced by code of the same length is refused, located, and
  /// nothing is written.
  func testAnIndexFileWithCodeForATypeNameIsRefused() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "Sources/App/App.swift",
      """
      import Sword
      @Component final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self) final class XYZWVUTSRQP { @Injected init() {} }
      """)
    let file = folder.path + "/App.swordindex"
    try IndexFile.write(
      moduleName: "App", files: [folder.path + "/Sources/App/App.swift"], to: file, currentDirectory: folder.path)
    var bytes = try XCTUnwrap(FileReader.contents(file))
    let name = Data("XYZWVUTSRQP".utf8)
    let code = Data("X();exit(0)".utf8)
    XCTAssertEqual(name.count, code.count)
    while let range = bytes.range(of: name) { bytes.replaceSubrange(range, with: code) }
    try bytes.write(to: URL(fileURLWithPath: file))

    let output = folder.path + "/Sword.generated.swift"
    let report = await Pipeline.run(
      .buildSystem(BuildSystemRequest(indexFiles: [file], rootModule: "App", outputPath: output)), goal: .generate,
      options: PipelineOptions(currentDirectory: folder.path))
    XCTAssertEqual(report.outcome, .failed)
    XCTAssertEqual(report.diagnostics.map(\.id), [.indexUnreadable])
    XCTAssertTrue(
      report.diagnostics.first?.message.contains("'X();exit(0)' is not a type name") == true,
      report.diagnostics.first?.message ?? "")
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
  }

  /// The same in a cache entry: the entry is not used, the target is indexed again, and the result is a cold run's.
  func testACacheEntryWithCodeForATypeNameIsIndexedAgain() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      ".sword.yml",
      "local_packages:\n  - path: Core\n    targets: [Core]\nroot:\n  sources: App\n  module: App\n  output: App/Sword.generated.swift\n"
    )
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write(
      "Core/Sources/Core/Core.swift",
      """
      import Sword
      @Component public final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self) public final class XYZWVUTSRQP { @Injected public init() {} }
      """)
    try folder.write("App/App.swift", "import Core\n")
    func run(_ cache: CacheSetting) async -> PipelineReport {
      await Pipeline.run(config: folder.path + "/.sword.yml", goal: .check, describer: ListingDescriber(), cache: cache)
    }
    let cold = await run(.disabled)
    _ = await run(.directory(folder.path + "/cache"))
    let entries = folder.path + "/cache/index"
    var tampered = 0
    for entry in try FileManager.default.contentsOfDirectory(atPath: entries) where !entry.hasPrefix(".") {
      let path = entries + "/" + entry
      let original = try XCTUnwrap(FileReader.contents(path))
      var bytes = original
      while let range = bytes.range(of: Data("XYZWVUTSRQP".utf8)) {
        bytes.replaceSubrange(range, with: Data("X();exit(0)".utf8))
        tampered += 1
      }
      guard bytes != original else { continue }
      // The entry's length and plain digest are made right again, as an attacker without the key would: its
      // authentication code gives it away (and its names would).
      try Self.rehash(path, bytes)
    }
    XCTAssertGreaterThan(tampered, 0)
    // No run-cache entry or snapshot may answer for it either.
    try? FileManager.default.removeItem(atPath: folder.path + "/cache/run")
    let warm = await run(.directory(folder.path + "/cache"))
    XCTAssertEqual(warm.outcome, cold.outcome)
    guard case .stale(let diff) = warm.outcome else { return XCTFail("expected a missing file, got \(warm.outcome)") }
    XCTAssertFalse(diff.contains("exit(0)"), diff)
    XCTAssertEqual(warm.counts["cached targets"], 1, "the root's entry hits; the tampered one is indexed again")
  }

  /// Rewrites a cache entry's header so that its length and digest match `bytes`' payload.
  private static func rehash(_ path: String, _ bytes: Data) throws {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return }
    let header = String(decoding: bytes[..<newline], as: UTF8.self)
    var fields = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let payload = Data(bytes[bytes.index(after: newline)...])
    fields[fields.count - 2] = String(payload.count)
    fields[fields.count - 1] = ContentHash(payload).hex
    try (Data(fields.joined(separator: "\t").utf8) + Data("\n".utf8) + payload).write(to: URL(fileURLWithPath: path))
  }
}
