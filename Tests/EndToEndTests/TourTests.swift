import Foundation
import SwordTestSupport
import XCTest

/// `Fixtures/Tour`: the README's five-minute tour, a three-package app whose every Swift file, manifest and
/// `.sword.yml` the README shows (`ReadmeTests` keeps the two equal). Done as a new user following the README
/// does: generate, build with the build-time check the README recommends, run; then forget to regenerate after a
/// scope change, and find the build failing with the command to run; its tests replace bindings from a test target.
/// Built in the end-to-end copy of `Fixtures/Monorepo`'s build folder (`--scratch-path`), where Sword and
/// swift-syntax are already built.
final class TourTests: XCTestCase {
  override func setUpWithError() throws {
    try FixtureWorkspace.requireEndToEnd()
  }

  private var scratch: String {
    FixtureWorkspace.repositoryRoot.appendingPathComponent(".build/e2e/Monorepo/.build").path
  }

  /// Removes SwiftPM's build plan from the shared build folder, before the tour's builds and after them: SwiftPM
  /// keeps the plan of the last package built there and, when another root package builds in the same folder,
  /// does not always notice ("No target named 'App…' in build description"). The compiled modules stay.
  private func forgetBuildPlan() {
    FixtureWorkspace.forgetBuildPlan(in: URL(fileURLWithPath: scratch))
  }

  func testTheTourGeneratesBuildsRunsAndCatchesAStaleFileAtBuildTime() throws {
    forgetBuildPlan()
    addTeardownBlock { [self] in forgetBuildPlan() }
    let fixture = try FixtureWorkspace.copy("Tour")
    let generated = "Sources/TourApp/Sword.generated.swift"
    let committed = try fixture.read(generated)
    let generate = try TestProcess.run(Repository.sword, ["generate"], in: fixture.root)
    XCTAssertEqual(generate.status, 0, generate.output)
    XCTAssertEqual(try fixture.read(generated), committed, "the committed file is what `sword generate` writes")

    let (build, warnings) = try fixture.build(["--scratch-path", scratch])
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertEqual(warnings, [], "the tour and its generated code compile without warnings")
    let run = try TestProcess.run(scratch + "/debug/TourApp", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    // Each line main.swift prints is the one its comment announces, as the README shows them.
    let announced = try fixture.read("Sources/TourApp/main.swift").split(separator: "\n").compactMap { line in
      line.hasPrefix("print(") ? line.components(separatedBy: "// ").last : nil
    }
    XCTAssertEqual(run.output.split(separator: "\n").map(String.init), announced)
    // The tests the README shows: overrides from a real test target, through `@testable import TourApp`.
    let tests = try TestProcess.run(
      TestProcess.swift, ["build", "--build-tests", "--scratch-path", scratch], in: fixture.root)
    XCTAssertEqual(tests.status, 0, tests.output)
    let tested = try TestProcess.run(
      TestProcess.swift, ["test", "--skip-build", "--scratch-path", scratch], in: fixture.root)
    XCTAssertEqual(tested.status, 0, tested.output)
    XCTAssertTrue(tested.output.contains("Executed 2 tests, with 0 failures"), tested.output)

    // A scope changed and `sword generate` forgotten: the build fails, naming the command.
    let source = "Packages/Feed/Sources/Feed/FeedViewModel.swift"
    let original = try fixture.read(source)
    try fixture.write(
      source,
      original.replacingOccurrences(
        of: "@Dependency(registeredTo: FeedComponent.self, scopedWith: .single)",
        with: "@Dependency(registeredTo: FeedComponent.self)"))
    let stale = try fixture.build(["--scratch-path", scratch]).result
    XCTAssertNotEqual(stale.status, 0, stale.output)
    XCTAssertTrue(stale.output.contains("is stale; run `sword generate`"), stale.output)
    // As a compiler's error, which Xcode and editors show on the stale file's first changed line.
    XCTAssertNotNil(
      stale.output.firstMatch(of: /Sources\/TourApp\/Sword\.generated\.swift:\d+:1: error: \[Sword\/OutputStale\]/),
      stale.output)
    let regenerate = try TestProcess.run(Repository.sword, ["generate"], in: fixture.root)
    XCTAssertEqual(regenerate.status, 0, regenerate.output)
    let fixed = try fixture.build(["--scratch-path", scratch]).result
    XCTAssertEqual(fixed.status, 0, fixed.output)
  }
}
