import Foundation
import SwordTestSupport
import XCTest

/// Generates, builds and runs the fixture monorepo with the real `sword` binary and SwiftPM. Slow (it builds a
/// package that uses Sword's macros), so it runs when SWORD_E2E=1, which `make test` sets.
final class EndToEndTests: XCTestCase {
  override func setUpWithError() throws {
    try FixtureWorkspace.requireEndToEnd()
  }

  func testFixtureIsCurrentBuildsAndRunsAndCheckNoticesAGraphChange() throws {
    let fixture = try FixtureWorkspace.copy("Monorepo")
    let generated = "Sources/App/Sword.generated.swift"
    let committed = try fixture.read(generated)

    // The committed generated file is current.
    let check = try TestProcess.run(Repository.sword, ["check"], in: fixture.root)
    XCTAssertEqual(check.status, 0, check.output)

    // Generating again changes nothing and leaves the file alone.
    // Compared by inode and times: sword writes by renaming a new file over the old, so a rewrite changes the inode
    // even within one tick of the file-system clock.
    let before = try FileStatus(path: fixture.path(generated))
    let generate = try TestProcess.run(Repository.sword, ["generate"], in: fixture.root)
    XCTAssertEqual(generate.status, 0, generate.output)
    let after = try FileStatus(path: fixture.path(generated))
    XCTAssertEqual(before, after, "an unchanged file must not be rewritten")
    XCTAssertEqual(try fixture.read(generated), committed)

    // The app builds in Swift 6 mode without warnings and every wiring check passes.
    let (build, warnings) = try fixture.build()
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertEqual(warnings, [], "the fixture and the generated code must compile without warnings")
    let app = try fixture.binPath()
    let run = try TestProcess.run(app + "/App", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("All wiring checks passed"), run.output)
    XCTAssertFalse(run.output.contains("FAIL"), run.output)

    // The second root component's target, generated from its own configuration.
    try assertCurrentBuildsAndRuns(
      config: "sword-widget.yml", product: "Widget", passes: "All widget checks passed", in: fixture, binPath: app)

    // A test override that names a binding that does not exist does not compile.
    let typo = "Sources/App/OverrideTypo.swift"
    try fixture.write(typo, "import Networking\nlet typo = AppComponent.Overrides(apiClinet: nil)\n")
    let typoBuild = try TestProcess.run(TestProcess.swift, ["build", "--product", "App"], in: fixture.root)
    try FileManager.default.removeItem(atPath: fixture.path(typo))
    XCTAssertNotEqual(typoBuild.status, 0, typoBuild.output)
    XCTAssertTrue(typoBuild.output.contains("OverrideTypo.swift:2:"), typoBuild.output)
    XCTAssertTrue(typoBuild.output.contains("apiClinet"), typoBuild.output)

    // rockname/sword's README example, unchanged, generates, builds and behaves as its README says.
    try assertCurrentBuildsAndRuns(
      config: "sword-readme.yml", product: "SwordReadme", passes: "All README checks passed", in: fixture, binPath: app)

    // An edit that changes the graph makes `check` fail with a diff, and `generate` brings it back in line.
    let original = try fixture.makeUserRepositoryUnscoped()
    defer { try? fixture.write(FixtureWorkspace.userRepositorySource, original) }
    let stale = try TestProcess.run(Repository.sword, ["check"], in: fixture.root)
    XCTAssertEqual(stale.status, 2, stale.output)
    XCTAssertTrue(
      stale.output.contains("-    return _swordStorage.single(0x68C1_797E) { UserRepository("), stale.output)
    XCTAssertTrue(stale.output.contains("run `sword generate`"), stale.output)
    XCTAssertEqual(try fixture.read(generated), committed, "check must not write")
    let regenerate = try TestProcess.run(Repository.sword, ["generate"], in: fixture.root)
    XCTAssertEqual(regenerate.status, 0, regenerate.output)
    XCTAssertNotEqual(try fixture.read(generated), committed)
    let recheck = try TestProcess.run(Repository.sword, ["check"], in: fixture.root)
    XCTAssertEqual(recheck.status, 0, recheck.output)
  }

  /// `sword check --config config` passes, `product` builds, and its run prints `passes`.
  private func assertCurrentBuildsAndRuns(
    config: String, product: String, passes: String, in fixture: FixtureWorkspace, binPath: String,
    line: UInt = #line
  ) throws {
    let check = try TestProcess.run(Repository.sword, ["check", "--config", config], in: fixture.root)
    XCTAssertEqual(check.status, 0, check.output, line: line)
    let build = try TestProcess.run(TestProcess.swift, ["build", "--product", product], in: fixture.root)
    XCTAssertEqual(build.status, 0, build.output, line: line)
    let run = try TestProcess.run(binPath + "/" + product, [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output, line: line)
    XCTAssertTrue(run.output.contains(passes), run.output, line: line)
  }

  func testAnInvalidGraphIsReportedWithLocationsAndNothingIsWritten() throws {
    let fixture = try FixtureWorkspace.copy("Monorepo")
    let generated = "Sources/App/Sword.generated.swift"
    let committed = try fixture.read(generated)
    let source = "Packages/Features/Sources/Login/LoginViewModel.swift"
    let original = try fixture.read(source)
    defer { try? fixture.write(source, original) }
    try fixture.write(
      source,
      original.replacingOccurrences(
        of: "public init(userRepository: UserRepository)",
        with: "public init(userRepository: UserRepository, tracer: Tracer)"))

    let result = try TestProcess.run(Repository.sword, ["generate"], in: fixture.root)
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(
      result.output.contains(
        fixture.path(source) + ":11:47: error: [Sword/MissingBinding] 'Tracer' has no binding in LoginComponent"),
      result.output)
    XCTAssertTrue(result.output.contains("[LoginComponent] LoginViewModel.init(userRepository:tracer:)"), result.output)
    XCTAssertTrue(result.output.contains("nothing was written"), result.output)
    XCTAssertEqual(try fixture.read(generated), committed)
  }
}
