import Foundation
import XCTest

@testable import SwordGenerator

/// The per-target index cache gives exactly what indexing the files now gives, whatever is in the cache.
final class IndexCacheTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var target: SwordTarget!

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try folder.write("Sources/Storage/UserRepository.swift", """
      import Sword
      @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
      public final class UserRepository {
        @Injected public init(apiClient: APIClient) {}
      }
      """)
    try folder.write("Sources/Storage/Plain.swift", "struct Plain {}\n")
    let files = ["Plain.swift", "UserRepository.swift"].map { "\(folder.path)/Sources/Storage/\($0)" }
    target = SwordTarget(
      name: "Storage", moduleName: "Storage", packagePath: folder.path, directory: "\(folder.path)/Sources/Storage",
      sourceFiles: files, isRoot: false)
  }

  private func cache(fingerprint: String = "sword test") -> IndexCache {
    IndexCache(store: CacheStore(directory: folder.path + "/cache", fingerprint: fingerprint))
  }

  private func cold() -> TargetIndex { TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles) }

  func testSecondRunComesFromTheCacheAndEqualsACold() {
    let cache = cache()
    let first = cache.index(target)
    XCTAssertFalse(first.fromCache)
    XCTAssertEqual(first.index, cold())
    let second = cache.index(target)
    XCTAssertTrue(second.fromCache)
    XCTAssertEqual(second.index, cold())
    XCTAssertEqual(cache.hits.value, 1)
  }

  /// An edit to one file, even one the prefilter skips, makes the target be indexed again.
  func testChangedFileIsIndexedAgain() throws {
    let cache = cache()
    _ = cache.index(target)
    try folder.write("Sources/Storage/UserRepository.swift", """
      import Sword
      @Dependency(registeredTo: AppComponent.self)
      public final class UserRepository {
        @Injected public init(apiClient: APIClient, clock: Clock) {}
      }
      """)
    let after = cache.index(target)
    XCTAssertFalse(after.fromCache)
    XCTAssertEqual(after.index, cold())
    XCTAssertEqual(after.index.dependencies.first?.initializers.first?.parameters.count, 2)
    try folder.write("Sources/Storage/Plain.swift", "struct Plain { var x = 1 }\n")
    XCTAssertFalse(cache.index(target).fromCache)
  }

  /// The same bytes under another path (a renamed file, a moved workspace) are another key: locations differ.
  func testRenamedFileIsIndexedAgain() throws {
    let cache = cache()
    _ = cache.index(target)
    let moved = "\(folder.path)/Sources/Storage/Repository.swift"
    try FileManager.default.moveItem(atPath: target.sourceFiles[1], toPath: moved)
    target.sourceFiles[1] = moved
    let after = cache.index(target)
    XCTAssertFalse(after.fromCache)
    XCTAssertEqual(after.index.dependencies.first?.location.file, moved)
  }

  /// Damaged entries, entries of another Sword and another target's entry under this name are rebuilt.
  func testDamagedForeignAndSwappedEntriesAreRebuilt() throws {
    let cache = cache()
    _ = cache.index(target)
    let name = CacheStore.entryName("Storage", identity: "\(folder.path)\nStorage")
    let entry = cache.store.path(kind: IndexCache.kind, name: name)
    let good = try Data(contentsOf: URL(fileURLWithPath: entry))
    var flipped = good
    flipped[good.count / 2 + 40] ^= 0x04
    for bytes in [good.prefix(good.count / 2), flipped, Data("nonsense\n{}".utf8)] {
      try bytes.write(to: URL(fileURLWithPath: entry))
      let result = cache.index(target)
      XCTAssertFalse(result.fromCache)
      XCTAssertEqual(result.index, cold())
    }
    // Written by another Sword.
    let other = self.cache(fingerprint: "sword 9.9")
    XCTAssertFalse(other.index(target).fromCache)
    XCTAssertEqual(other.index(target).index, cold())
    XCTAssertFalse(cache.index(target).fromCache)
  }

  /// A file that cannot be read gives the same diagnostic as a cold run and nothing is stored.
  func testUnreadableFileIsNotCached() throws {
    let cache = cache()
    target.sourceFiles.append("\(folder.path)/Sources/Storage/Missing.swift")
    let first = cache.index(target)
    XCTAssertEqual(first.index, cold())
    XCTAssertEqual(first.index.diagnostics.map(\.id), [.sourceUnreadable])
    XCTAssertFalse(cache.index(target).fromCache)
  }

  /// A file that does not parse: its diagnostic is cached with the index and comes back the same.
  func testSyntaxErrorsComeBackFromTheCache() throws {
    try folder.write("Sources/Storage/Plain.swift", "@Dependency(registeredTo: AppComponent.self)\nstruct {\n")
    let cache = cache()
    _ = cache.index(target)
    let second = cache.index(target)
    XCTAssertTrue(second.fromCache)
    XCTAssertEqual(second.index, cold())
    XCTAssertEqual(second.index.diagnostics.map(\.id), [.sourceSyntax])
  }
}
