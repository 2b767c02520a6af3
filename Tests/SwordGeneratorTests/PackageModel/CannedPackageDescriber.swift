import SwordGenerator

/// A describer that hands back prepared descriptions (or failures) and records what it was asked, for tests of
/// ``WorkspaceLoader`` that never run SwiftPM.
struct CannedPackageDescriber: PackageDescribing {
  /// What each folder describes as; a folder missing here fails with `Sword/DescribeFailed`.
  var packages: [String: DescribedPackage]
  /// Every call, in order, and the most calls that were in flight at once.
  let log = DescribeLog()

  func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    await log.begin(path)
    // Give other describes the chance to start, so an unbounded loader would show more calls in flight.
    for _ in 0..<20 { await Task.yield() }
    await log.end()
    guard let package = packages[path] else {
      throw DiagnosticsError(Diagnostic(.describeFailed, "canned failure for '\(path)'", at: location))
    }
    return package
  }
}

/// What a ``CannedPackageDescriber`` was asked.
actor DescribeLog {
  private(set) var paths: [String] = []
  private(set) var inFlight = 0
  private(set) var mostInFlight = 0

  func begin(_ path: String) {
    paths.append(path)
    inFlight += 1
    mostInFlight = max(mostInFlight, inFlight)
  }

  func end() { inFlight -= 1 }
}
