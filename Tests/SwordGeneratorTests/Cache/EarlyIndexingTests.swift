import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Indexing started early gives what the index stage gives: the same indexes and digests, from the stamps when they
/// vouch for the cache entry, and nothing for a target never started.
final class EarlyIndexingTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var targets: [SwordTarget] = []

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    for module in ["Core", "Feature", "Other"] {
      try folder.write(
        "Sources/\(module)/\(module).swift",
        """
        import Sword
        @Dependency(registeredTo: AppComponent.self)
        public final class \(module)Service {
          @Injected public init() {}
        }

        """)
      targets.append(
        SwordTarget(
          name: module, moduleName: module, packagePath: folder.path, directory: "\(folder.path)/Sources/\(module)",
          sourceFiles: ["\(folder.path)/Sources/\(module)/\(module).swift"], isRoot: false))
    }
  }

  private func cache(secondsLater: Int) -> IndexCache {
    var cache = IndexCache(
      store: CacheStore(directory: folder.path + "/cache", fingerprint: "sword test", secret: .process))
    cache.currentSecond = { FileStamp.currentSecond() + secondsLater }
    return cache
  }

  func testWithoutACacheTheOutcomesAreTheIndexerOwn() async {
    let early = EarlyIndexing(cache: nil, jobs: 2)
    early.start(Array(targets.prefix(2)))
    early.start(Array(targets.prefix(1)))  // started once only
    let outcomes = await early.outcomes(of: targets)
    for (target, outcome) in zip(targets.prefix(2), outcomes) {
      guard case .indexed(let index, let digest, let write)? = outcome else {
        return XCTFail("\(target.name): \(String(describing: outcome))")
      }
      XCTAssertEqual(index, TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles))
      XCTAssertNil(digest)
      XCTAssertNil(write)
    }
    XCTAssertNil(outcomes[2], "never started")
  }

  func testWithACacheTheFirstRunIndexesAndTheNextIsVouchedForByStamps() async {
    let first = EarlyIndexing(cache: cache(secondsLater: 5), jobs: 2)
    first.start(targets)
    let made = await first.outcomes(of: targets)
    let normal = CachingIndexer(cache: cache(secondsLater: 5))
    for (target, outcome) in zip(targets, made) {
      guard case .indexed(let index, let digest, let write)? = outcome else { return XCTFail(target.name) }
      XCTAssertEqual(index, TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles))
      XCTAssertNotNil(digest)
      write?()
    }
    let second = EarlyIndexing(cache: cache(secondsLater: 5), jobs: 2)
    second.start(targets)
    let again = await second.outcomes(of: targets)
    let indexed = await normal.index(targets, early: again, jobs: 2, finished: { _ in })
    await indexed.writes.value
    let (indexes, digestsHold) = await indexed.indexes(jobs: 2)
    XCTAssertTrue(digestsHold)
    for (position, outcome) in again.enumerated() {
      guard case .stamped(let stamped)? = outcome else { return XCTFail(targets[position].name) }
      XCTAssertEqual(stamped.digest, indexed.digests[position])
      XCTAssertEqual(
        indexes[position],
        TargetIndexer.index(moduleName: targets[position].moduleName, files: targets[position].sourceFiles))
    }
  }

  /// An entry vouched for by its stamps is decoded only when the indexes are asked for; one that does not decode
  /// as its target's is indexed from the files, and its digest is reported as not to be trusted.
  func testAnEntryThatDoesNotDecodeIsIndexedFromItsFiles() async throws {
    let cache = cache(secondsLater: 5)
    for target in targets { _ = cache.index(target, stamped: nil) }
    let stamped = try XCTUnwrap(cache.stamped(targets[0]))
    // The Core entry offered for Feature: the module names differ, so it does not decode as Feature's.
    let indexed = await CachingIndexer(cache: cache).index(
      [targets[1]], early: [.stamped(stamped)], jobs: 2, finished: { _ in })
    XCTAssertEqual(indexed.digests, [stamped.digest], "the digest is known before anything is decoded")
    let (indexes, digestsHold) = await indexed.indexes(jobs: 2)
    XCTAssertFalse(digestsHold)
    XCTAssertEqual(indexes, [TargetIndexer.index(moduleName: "Feature", files: targets[1].sourceFiles)])
  }

  /// While describes take every core, nothing is indexed; once they leave cores idle, the started targets run.
  func testIndexingWaitsForIdleCores() async {
    let early = EarlyIndexing(cache: nil, jobs: 2)
    early.describing(2)
    early.start(targets)
    try? await Task.sleep(nanoseconds: 50_000_000)
    early.describing(1)
    early.describing(0)
    let outcomes = await early.outcomes(of: targets)
    XCTAssertEqual(outcomes.filter { $0 != nil }.count, targets.count)
  }
}
