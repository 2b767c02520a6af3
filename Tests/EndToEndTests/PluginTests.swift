import Foundation
import SwordTestSupport
import XCTest

/// Sword's SwiftPM plugins, run by `swift package` and `swift build` in the end-to-end copy of the fixture monorepo
/// (which depends on this repository by path). Slow the first time (SwiftPM builds the `sword` tool inside the
/// fixture), so they run when SWORD_E2E=1, which `make test` sets.
final class PluginTests: XCTestCase {
  private let generated = "Sources/App/Sword.generated.swift"

  override func setUpWithError() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
  }

  private func swift(_ arguments: [String], in fixture: FixtureWorkspace) throws -> TestProcess.Result {
    try TestProcess.run(TestProcess.swift, arguments, in: fixture.root)
  }

  /// Makes `UserRepository` unscoped: a change of the graph that changes the generated code.
  /// Makes `UserRepository` unscoped; returns its source as it was.
  @discardableResult
  private func editTheGraph(_ fixture: FixtureWorkspace) throws -> String {
    try fixture.makeUserRepositoryUnscoped()
  }

  func testCommandPluginsCheckAndGenerateFromTheRootPackage() throws {
    let fixture = try FixtureWorkspace.copy("Monorepo")
    let committed = try fixture.read(generated)

    let check = try swift(["package", "sword-check"], in: fixture)
    XCTAssertEqual(check.status, 0, check.output)

    try editTheGraph(fixture)
    let stale = try swift(["package", "sword-check"], in: fixture)
    XCTAssertNotEqual(stale.status, 0, stale.output)
    XCTAssertTrue(
      stale.output.contains("-    return _swordStorage.single(0x68C1_797E) { UserRepository("), stale.output)
    XCTAssertTrue(stale.output.contains("is stale; run `sword generate`"), stale.output)
    XCTAssertTrue(stale.output.contains("sword-generate"), "the plugin says which verb fixes it:\n\(stale.output)")
    XCTAssertEqual(try fixture.read(generated), committed, "sword-check writes nothing")

    let withoutPermission = try swift(["package", "sword-generate"], in: fixture)
    XCTAssertNotEqual(withoutPermission.status, 0, withoutPermission.output)
    XCTAssertTrue(withoutPermission.output.contains("--allow-writing-to-package-directory"), withoutPermission.output)
    XCTAssertEqual(try fixture.read(generated), committed)

    let generate = try swift(["package", "--allow-writing-to-package-directory", "sword-generate"], in: fixture)
    XCTAssertEqual(generate.status, 0, generate.output)
    XCTAssertTrue(generate.output.contains("wrote Sources/App/Sword.generated.swift"), generate.output)
    let regenerated = try fixture.read(generated)
    XCTAssertFalse(regenerated.contains("{ UserRepository("), regenerated)

    // The plugins describe packages from the plugin API: a `swift` that cannot run does not matter to them.
    let recheck = try TestProcess.run(
      TestProcess.swift, ["package", "sword-check"], in: fixture.root,
      environment: ["SWORD_SWIFT": "/nonexistent/swift"])
    XCTAssertEqual(recheck.status, 0, recheck.output)
  }

  func testBuildToolPluginGeneratesAtBuildTimeAndRegeneratesAfterAnEdit() throws {
    let fixture = try PluginFixture.copy(for: self)

    let build = try swift(["build", "--product", "PluginApp"], in: fixture)
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertTrue(build.output.contains("Sword: generating the dependency graph of PluginApp"), build.output)
    XCTAssertEqual(PluginFixture.warnings(in: build.output, under: fixture.root), [])
    let output = try XCTUnwrap(PluginFixture.generatedByPlugin(in: fixture), "no generated file in the plugin outputs")
    let atBuildTime = try String(contentsOf: output, encoding: .utf8)
    // The same graph gives the same code as `sword generate`; the plugin has no `components:` list, so after
    // AppComponent's tree (all the committed file holds) comes WidgetComponent's.
    // Its imports are those of both trees (the committed file's among them).
    let committedApp = try fixture.read(generated)
    func split(_ file: String) -> (imports: Set<Substring>, body: Substring) {
      let start = file.range(of: "\nextension ")?.lowerBound ?? file.endIndex
      return (Set(file[..<start].split(separator: "\n").filter { $0.hasPrefix("import ") }), file[start...])
    }
    let (committedImports, committedBody) = split(committedApp)
    let (pluginImports, pluginBody) = split(atBuildTime)
    XCTAssertTrue(committedImports.isSubset(of: pluginImports), "\(committedImports.subtracting(pluginImports))")
    XCTAssertTrue(pluginBody.hasPrefix(committedBody), "the plugin's file does not start with the committed one")
    XCTAssertTrue(pluginBody.dropFirst(committedBody.count).contains("extension WidgetComponent {"), atBuildTime)

    let binPath =
      try swift(["build", "--show-bin-path"], in: fixture).output
      .split(separator: "\n").last.map(String.init) ?? ""
    let run = try TestProcess.run(binPath + "/PluginApp", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("All wiring checks passed"), run.output)

    let original = try editTheGraph(fixture)
    let rebuild = try swift(["build", "--product", "PluginApp"], in: fixture)
    XCTAssertEqual(rebuild.status, 0, rebuild.output)
    XCTAssertTrue(rebuild.output.contains("Sword: generating the dependency graph of PluginApp"), rebuild.output)
    let afterEdit = try String(contentsOf: output, encoding: .utf8)
    XCTAssertFalse(afterEdit.contains("{ UserRepository("), afterEdit)
    XCTAssertTrue(atBuildTime.contains("{ UserRepository("), atBuildTime)

    // From 100 source files on, the plugin splits the code in 8 files, each a declared output that SwiftPM compiles
    // (the graph as it was, so that every wiring check holds again).
    try fixture.write(FixtureWorkspace.userRepositorySource, original)
    for number in 0..<100 {
      try fixture.write("Packages/Core/Sources/Storage/Padding\(number).swift", "enum Padding\(number) {}\n")
    }
    // SwiftPM's cached build plan does not see files added to a target (nor, for the next tests, removed ones).
    FixtureWorkspace.forgetBuildPlan(in: fixture.root.appendingPathComponent(".build"))
    addTeardownBlock { FixtureWorkspace.forgetBuildPlan(in: fixture.root.appendingPathComponent(".build")) }
    let split = try swift(["build", "--product", "PluginApp"], in: fixture)
    XCTAssertEqual(split.status, 0, split.output)
    let parts = (1...8).map { output.deletingLastPathComponent().appendingPathComponent("Sword.generated.\($0).swift") }
    XCTAssertEqual(parts.filter { !FileManager.default.fileExists(atPath: $0.path) }, [], "parts not written")
    let splitText = try parts.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    XCTAssertTrue(splitText.contains("extension WidgetComponent {"), splitText)
    let splitRun = try TestProcess.run(binPath + "/PluginApp", [], in: fixture.root)
    XCTAssertTrue(splitRun.output.contains("All wiring checks passed"), splitRun.output)
  }

  func testTheBuildTimeCheckFailsTheBuildWhenTheCommittedFileIsStale() throws {
    let fixture = try PluginFixture.copy(for: self)
    let current = try swift(["build", "--target", "Checked"], in: fixture)
    XCTAssertEqual(current.status, 0, current.output)
    XCTAssertTrue(
      current.output.contains("Sword: checking that the committed generated code is current"), current.output)

    // Nothing changed: the check does not run again (the second build may still finish the plugin tool's own).
    _ = try swift(["build", "--target", "Checked"], in: fixture)
    let again = try swift(["build", "--target", "Checked"], in: fixture)
    XCTAssertEqual(again.status, 0, again.output)
    XCTAssertFalse(again.output.contains("Sword: checking"), again.output)

    try editTheGraph(fixture)
    let stale = try swift(["build", "--target", "Checked"], in: fixture)
    XCTAssertNotEqual(stale.status, 0, stale.output)
    XCTAssertTrue(stale.output.contains("is stale; run `sword generate`"), stale.output)
    // An error line on the stale file, where Xcode and editors show it.
    XCTAssertNotNil(
      stale.output.firstMatch(of: /Sword\.generated\.swift:\d+:1: error: \[Sword\/OutputStale\]/), stale.output)
    XCTAssertTrue(
      stale.output.contains("-    return _swordStorage.single(0x68C1_797E) { UserRepository("), stale.output)
  }

  func testAnXcodeStyleRootFolderBuildsWithItsGeneratedFile() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
    let fixture = try PluginFixture.copy(for: self)

    let check = try TestProcess.run(
      Repository.sword, ["check", "--no-cache"], in: fixture.root.appendingPathComponent("XcodeApp"))
    XCTAssertEqual(check.status, 0, check.output)
    let build = try swift(["build", "--product", "MyApp"], in: fixture)
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertEqual(PluginFixture.warnings(in: build.output, under: fixture.root), [])
    let binPath =
      try swift(["build", "--show-bin-path"], in: fixture).output
      .split(separator: "\n").last.map(String.init) ?? ""
    let run = try TestProcess.run(binPath + "/MyApp", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("MyApp wiring checks passed"), run.output)
  }
}
