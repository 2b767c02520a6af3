import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `sword check` on the workspace in a folder, run cold and through the cache in `<folder>/cache`: what the cache
/// tests compare (outcome with the whole diff, and every diagnostic as printed).
struct ColdComparison {
  let folder: TemporaryFolder
  var cacheFolder: String { folder.path + "/cache" }

  struct Result: Equatable {
    var outcome: PipelineReport.Outcome
    var diagnostics: [String]
  }

  func run(_ cache: CacheSetting) async -> (Result, PipelineReport) {
    let report = await Pipeline.run(
      config: folder.path + "/.sword.yml", goal: .check, describer: ListingDescriber(), jobs: 2, cache: cache)
    return (Result(outcome: report.outcome, diagnostics: report.diagnostics.map(\.rendered)), report)
  }

  /// Runs cold and through the cache; they must agree. Returns the cached run's report.
  @discardableResult
  func assertSameAsCold(file: StaticString = #filePath, line: UInt = #line) async -> PipelineReport {
    let (cold, _) = await run(.disabled)
    let (cached, report) = await run(.directory(cacheFolder))
    XCTAssertEqual(cached, cold, file: file, line: line)
    return report
  }
}
