import Foundation
import SwordTestSupport
import XCTest

/// `Fixtures/RealWorld`: an app written the way teams write Swift 6.2 apps for rockname/sword (assisted factories
/// called without labels, a subcomponent reading its parent's bindings, nested ID types, escaping and Sendable
/// closures, `#if DEBUG` bindings), in packages with mixed default isolation, every upcoming feature on and warnings
/// as errors. Its committed generated file is current, and the app builds and runs. Slow (a package build with
/// Sword's macros), so it runs when SWORD_E2E=1, which `make test` sets.
final class RealWorldTests: XCTestCase {
  override func setUpWithError() throws {
    try FixtureWorkspace.requireEndToEnd()
  }

  func testTheRealWorldAppIsCurrentBuildsWithoutWarningsAndRuns() throws {
    let fixture = try FixtureWorkspace.copy("RealWorld")
    let check = try TestProcess.run(Repository.sword, ["check"], in: fixture.root)
    XCTAssertEqual(check.status, 0, check.output)

    let (build, warnings) = try fixture.build()
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertEqual(warnings, [], "the fixture and the generated code must compile without warnings")
    let run = try TestProcess.run(try fixture.binPath() + "/Chirp", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("All real-world checks passed"), run.output)
  }
}
