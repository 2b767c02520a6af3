import Foundation
import SwordTestSupport
import XCTest

/// `Fixtures/Testing`, the Testing article's app: a feature package whose tests and preview build its view models
/// with the generated `mock(…)` (`generate_mocks: true`), and an app whose test target's test module replaces the
/// backend for every component its tests build, while another test target of the same test process keeps the real
/// one. Generated, built without warnings and tested for real; then a mock turned off and a replacement of nothing.
/// Built in the end-to-end copy of `Fixtures/Monorepo`'s build folder, where Sword and swift-syntax are built.
final class TestingFixtureTests: XCTestCase {
  override func setUpWithError() throws {
    try FixtureWorkspace.requireEndToEnd()
  }

  private var scratch: String {
    FixtureWorkspace.repositoryRoot.appendingPathComponent(".build/e2e/Monorepo/.build").path
  }

  private static let generated = [
    "Sources/NotesApp/Sword.generated.swift", "Packages/Notes/Sources/Notes/Sword.mocks.generated.swift",
    "Tests/NotesAppTests/Sword.tests.generated.swift",
  ]

  func testMocksAndTestModulesGenerateBuildAndPass() throws {
    FixtureWorkspace.forgetBuildPlan(in: URL(fileURLWithPath: scratch))
    addTeardownBlock { [scratch] in FixtureWorkspace.forgetBuildPlan(in: URL(fileURLWithPath: scratch)) }
    let fixture = try FixtureWorkspace.copy("Testing")
    let committed = try Self.generated.map(fixture.read)
    let generate = try TestProcess.run(Repository.sword, ["generate"], in: fixture.root)
    XCTAssertEqual(generate.status, 0, generate.output)
    XCTAssertEqual(try Self.generated.map(fixture.read), committed, "the committed files are what generate writes")
    let check = try TestProcess.run(Repository.sword, ["check"], in: fixture.root)
    XCTAssertEqual(check.status, 0, check.output)

    // The feature package on its own: its tests and its preview call the mocks.
    let notes = fixture.root.appendingPathComponent("Packages/Notes")
    let buildNotes = try TestProcess.run(
      TestProcess.swift, ["build", "--build-tests", "--scratch-path", scratch], in: notes)
    XCTAssertEqual(buildNotes.status, 0, buildNotes.output)
    XCTAssertEqual(Self.ownWarnings(buildNotes.output, under: fixture.root.path), [])
    let testNotes = try TestProcess.run(
      TestProcess.swift, ["test", "--skip-build", "--scratch-path", scratch], in: notes)
    XCTAssertEqual(testNotes.status, 0, testNotes.output)
    XCTAssertTrue(testNotes.output.contains("Executed 5 tests, with 0 failures"), testNotes.output)

    // The app: one test target with the test module, one without, in one test process.
    FixtureWorkspace.forgetBuildPlan(in: URL(fileURLWithPath: scratch))
    let buildApp = try TestProcess.run(
      TestProcess.swift, ["build", "--build-tests", "--scratch-path", scratch], in: fixture.root)
    XCTAssertEqual(buildApp.status, 0, buildApp.output)
    XCTAssertEqual(Self.ownWarnings(buildApp.output, under: fixture.root.path), [])
    let testApp = try TestProcess.run(
      TestProcess.swift, ["test", "--skip-build", "--scratch-path", scratch], in: fixture.root)
    XCTAssertEqual(testApp.status, 0, testApp.output)
    XCTAssertTrue(testApp.output.contains("NotesAppTests.testEveryComponentOfThisTargetUsesTheFakeBackend' passed"))
    XCTAssertTrue(testApp.output.contains("RealBackendTests.testTheRealBackendIsUsed' passed"), testApp.output)
    XCTAssertTrue(testApp.output.contains("Executed 3 tests, with 0 failures"), testApp.output)
    let run = try TestProcess.run(scratch + "/debug/NotesApp", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("https://notes.example/notes/2"), run.output)
  }

  /// Mocks turned off: `check` says the mocks file is no longer generated, `generate` removes it.
  func testAMocksFileNoLongerAskedForIsRemoved() throws {
    let fixture = try FixtureWorkspace.copy("Testing", to: "Testing-off")
    let config = try fixture.read(".sword.yml")
    try fixture.write(
      ".sword.yml", config.replacingOccurrences(of: "generate_mocks: true", with: "generate_mocks: false"))
    let check = try TestProcess.run(Repository.sword, ["check", "--no-cache"], in: fixture.root)
    XCTAssertEqual(check.status, 2, check.output)
    XCTAssertTrue(
      check.output.contains(
        "Packages/Notes/Sources/Notes/Sword.mocks.generated.swift:1:1: error: [Sword/OutputStale] the generated file "
          + "is no longer generated"), check.output)
    let generate = try TestProcess.run(Repository.sword, ["generate", "--no-cache"], in: fixture.root)
    XCTAssertEqual(generate.status, 0, generate.output)
    XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path(Self.generated[1])))
    XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.path(Self.generated[2])), "the test module's stays")
  }

  /// A test module that replaces what nothing binds, and a fake that is not what it replaces: located errors,
  /// nothing written.
  func testAReplacementOfNothingAndOneThatDoesNotConformAreLocatedErrors() throws {
    let fixture = try FixtureWorkspace.copy("Testing", to: "Testing-broken")
    try fixture.write(
      "Tests/NotesAppTests/WrongModule.swift",
      """
      import AppCore
      import Backend
      import Sword

      @testable import NotesApp

      @Module(registeredTo: AppComponent.self)
      enum WrongModule {
        @Provider static func clock() -> Double { 0 }
      }

      @Dependency(registeredTo: AppComponent.self, boundTo: Analytics.self)
      final class NotAnalytics: NotesBackend {
        @Injected init() {}
        func titles() -> [String] { [] }
      }

      """)
    let before = try Self.generated.map(fixture.read)
    let result = try TestProcess.run(Repository.sword, ["generate", "--no-cache"], in: fixture.root)
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(
      result.output.contains(
        "Tests/NotesAppTests/WrongModule.swift:9:25: error: [Sword/ReplacementOfNothing] WrongModule.clock() replaces "
          + "'Double' in AppComponent, which binds no 'Double'"), result.output)
    XCTAssertTrue(
      result.output.contains(
        "Tests/NotesAppTests/WrongModule.swift:13:13: error: [Sword/ReplacementDoesNotConform] 'NotAnalytics' "
          + "replaces 'Analytics' but does not conform to it; declare it 'NotAnalytics: Analytics'"), result.output)
    XCTAssertEqual(try Self.generated.map(fixture.read), before, "nothing written")
  }

  /// The warnings a build printed for the fixture's own files and the generated code.
  private static func ownWarnings(_ output: String, under root: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains("warning:") && $0.hasPrefix(root) && !$0.contains("/.build/") }
  }
}
