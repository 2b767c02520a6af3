import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The per-target index cache gives exactly what indexing the files now gives, whatever is in the cache.
final class IndexCacheTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var target: SwordTarget!

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try folder.write(
      "Sources/Storage/UserRepository.swift",
      """
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

  /// What the cache's clock reads: the second the target's files were last written (`fresh`: nothing the test
  /// wrote has settled) or two seconds later (`settled`: everything has; see FileStamp.isSettled). Read from the
  /// files' own times, never the wall clock, so that how long the test takes between two steps changes nothing.
  private enum StampClock {
    case fresh
    case settled
  }

  private func cache(fingerprint: String = "sword test", clock: StampClock = .fresh) -> IndexCache {
    var cache = IndexCache(
      store: CacheStore(directory: folder.path + "/cache", fingerprint: fingerprint, secret: .process))
    let directory = target.directory
    let later = clock == .settled ? 2 : 0
    cache.currentSecond = { FileClock.latestSecond(ofFilesIn: directory) + later }
    return cache
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
    try folder.write(
      "Sources/Storage/UserRepository.swift",
      """
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

  /// A cache restored into a clone of the workspace at another path (a CI job on another runner): nothing is parsed
  /// again, and the indexes name the files where they are now.
  func testACacheRestoredIntoACloneAtAnotherPathParsesNothing() throws {
    let original = folder.path + "/runner1/work"
    try FileManager.default.createDirectory(atPath: original + "/Packages", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: folder.path + "/Sources", toPath: original + "/Packages/Core/Sources")
    // A file that does not parse: its diagnostic names the file, in its message too.
    try folder.write(
      "runner1/work/Packages/Core/Sources/Storage/Broken.swift", "@Dependency(registeredTo: A.self)\nstruct {\n")
    func target(in workspace: String) -> SwordTarget {
      let directory = workspace + "/Packages/Core/Sources/Storage"
      return SwordTarget(
        name: "Storage", moduleName: "Storage", packagePath: workspace + "/Packages/Core", directory: directory,
        sourceFiles: ["Broken.swift", "Plain.swift", "UserRepository.swift"].map { directory + "/" + $0 }, isRoot: false
      )
    }
    var first = cache()
    first.workspaceRoot = original
    let made = first.index(target(in: original), stamped: nil)
    XCTAssertFalse(made.fromCache)

    let clone = folder.path + "/runner2/elsewhere/checkout"
    try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: original + "/Packages", toPath: clone + "/Packages")
    var restored = cache()
    restored.workspaceRoot = clone
    let moved = target(in: clone)
    let found = restored.index(moved, stamped: nil)
    XCTAssertTrue(found.fromCache, "the same bytes at the same place in the workspace")
    let fresh = TargetIndexer.index(moduleName: moved.moduleName, files: moved.sourceFiles)
    XCTAssertEqual(found.index, fresh)
    XCTAssertTrue(found.index.diagnostics.allSatisfy { $0.location?.file.hasPrefix(clone) ?? false })
    XCTAssertTrue(found.index.diagnostics.allSatisfy { !$0.message.contains("runner1") }, "\(found.index.diagnostics)")
    XCTAssertEqual(found.digest, made.digest, "the digest does not depend on where the workspace is")
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

  /// The digest the run cache keys a target with is that of its index: an edit Sword does not read (a method's
  /// body, a comment after the declarations) leaves it as it was; one it reads, or one that moves a declaration,
  /// changes it.
  func testTheDigestFollowsTheIndexNotTheBytes() throws {
    let cache = cache()
    let first = cache.index(target, stamped: nil)
    let original = try String(contentsOfFile: target.sourceFiles[1], encoding: .utf8)
    try folder.write(
      "Sources/Storage/UserRepository.swift",
      original + """

        // Reads the user's name.
        extension UserRepository {
          func name() -> String { "Ada" }
        }
        """)
    try folder.write("Sources/Storage/Plain.swift", "struct Plain { var x = 1 }\n")
    let bodies = cache.index(target, stamped: nil)
    XCTAssertFalse(bodies.fromCache, "the bytes changed: parsed again")
    XCTAssertEqual(bodies.index, cold())
    XCTAssertEqual(bodies.digest, first.digest)

    try folder.write("Sources/Storage/UserRepository.swift", "\n" + original)
    let moved = cache.index(target, stamped: nil)
    XCTAssertNotEqual(moved.digest, first.digest, "the declaration's line is part of its index")

    try folder.write(
      "Sources/Storage/UserRepository.swift",
      original.replacingOccurrences(
        of: "apiClient: APIClient", with: "apiClient: APIClient, clock: Clock"))
    let injected = cache.index(target, stamped: nil)
    XCTAssertNotEqual(injected.digest, first.digest)
    XCTAssertNotEqual(injected.digest, moved.digest)
    XCTAssertEqual(cache.index(target, stamped: nil).digest, injected.digest, "from the cache: the same digest")
  }

  // MARK: Stamps

  /// Settled files whose stamps are unchanged are not read: the entry's stamps vouch for its key.
  func testSettledUnchangedFilesAreNotRead() {
    let cache = cache(clock: .settled)
    XCTAssertNil(cache.stamped(target), "nothing recorded yet")
    let first = cache.index(target, stamped: nil)
    let stamped = cache.stamped(target)
    XCTAssertEqual(stamped?.digest, first.digest)
    XCTAssertEqual(cache.stampHits.value, 1)
    let second = cache.index(target, stamped: stamped)
    XCTAssertTrue(second.fromCache)
    XCTAssertEqual(second.index, cold())
    XCTAssertEqual(second.digest, first.digest)
  }

  /// Files written a moment ago are hashed on every run and no stamps are recorded for them (git's racy rule).
  func testFreshFilesAreAlwaysHashed() {
    let cache = cache()
    _ = cache.index(target)
    XCTAssertNil(cache.stamped(target))
    XCTAssertTrue(cache.index(target).fromCache, "the index still comes from the content key")
    XCTAssertEqual(cache.stampHits.value, 0)
  }

  /// An entry made while the files were fresh gets its stamps once they have settled, without being indexed again.
  func testStampsAreRecordedOnceTheFilesHaveSettled() {
    _ = cache().index(target)
    let later = cache(clock: .settled)
    XCTAssertNil(later.stamped(target))
    let result = later.index(target)
    XCTAssertTrue(result.fromCache)
    XCTAssertNotNil(later.stamped(target))
  }

  /// Any edit, even one of the same size with the modification time put back, is seen through the stamps.
  func testEditsDefeatTheStamps() throws {
    let cache = cache(clock: .settled)
    _ = cache.index(target)
    XCTAssertNotNil(cache.stamped(target))
    let path = target.sourceFiles[0]
    let recorded = try XCTUnwrap(FileStamp(path: path))
    // The edit's status-change time must differ from the recorded one: wait for the file-system clock to move.
    try FileClock.waitUntilPast(recorded.changed, in: target.directory)
    try folder.write("Sources/Storage/Plain.swift", "struct Plane {}\n")
    try FileClock.setModificationTime(of: path, to: recorded.modified)
    let edited = try XCTUnwrap(FileStamp(path: path))
    XCTAssertEqual(edited.size, recorded.size)
    XCTAssertEqual(edited.modified, recorded.modified, "the modification time is put back to the nanosecond")
    XCTAssertEqual(edited.inode, recorded.inode, "edited in place")
    XCTAssertNil(cache.stamped(target))
    let after = cache.index(target)
    XCTAssertFalse(after.fromCache)
    XCTAssertEqual(after.index, cold())
    XCTAssertEqual(after.index.scannedTypes.map(\.name), ["Plane"])
  }

  /// A file added to or removed from the target, or another module's entry, are not taken for this target's.
  func testStampsOfAnotherFileListOrModuleAreNotUsed() throws {
    let cache = cache(clock: .settled)
    _ = cache.index(target)
    var fewer = target!
    fewer.sourceFiles.removeLast()
    XCTAssertNil(cache.stamped(fewer))
    var renamed = target!
    renamed.moduleName = "Other"
    XCTAssertNil(cache.stamped(renamed))
    XCTAssertEqual(cache.index(fewer).index, TargetIndexer.index(moduleName: "Storage", files: fewer.sourceFiles))
  }

  /// Entries of the old layout or damaged anywhere, stamps included, are rebuilt from the files.
  func testDamagedStampsAreNotTrusted() throws {
    let cache = cache(clock: .settled)
    _ = cache.index(target)
    let name = CacheStore.entryName("Storage", identity: "\(folder.path)\nStorage")
    let path = cache.store.path(kind: IndexCache.kind, name: name)
    let good = try Data(contentsOf: URL(fileURLWithPath: path))
    let header = try XCTUnwrap(good.firstIndex(of: UInt8(ascii: "\n")))
    var flipped = good
    flipped[header + 12] ^= 0x01
    try flipped.write(to: URL(fileURLWithPath: path))
    XCTAssertNil(cache.stamped(target))
    let result = cache.index(target)
    XCTAssertFalse(result.fromCache)
    XCTAssertEqual(result.index, cold())
    XCTAssertNotNil(cache.stamped(target))
  }
}
