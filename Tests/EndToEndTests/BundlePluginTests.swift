import Foundation
import SwordTestSupport
import XCTest

/// Sword adopted without compiling it: the plugin-only package (`scripts/write-plugin-package.sh`) runs the
/// prebuilt `sword` of an artifact bundle (`scripts/make-artifact-bundle.sh`). `make test-bundle` makes the bundle
/// from the static sword and sets `SWORD_BUNDLE`; without it the test skips.
final class BundlePluginTests: XCTestCase {
  /// Modules only the `sword` tool needs: none may be compiled for an app that uses the bundle's plugins. (The
  /// swift-syntax modules the macros need are compiled for the `Sword` library, as for any app that uses its macros;
  /// the tool adds none of its own to them.)
  static let toolModules = ["SwordCLI", "SwordGenerator", "ArgumentParser", "Subprocess", "CProcessControl"]

  func testAnAppBuildsWithTheBundlesPluginsWithoutCompilingTheTool() throws {
    try FixtureWorkspace.requireEndToEnd()
    let bundle = ProcessInfo.processInfo.environment["SWORD_BUNDLE"] ?? ""
    try XCTSkipIf(bundle.isEmpty, "make test-bundle makes the bundle and sets SWORD_BUNDLE")
    // A clean build: a fresh copy of the fixture, its own build folder.
    let folder = FixtureWorkspace.repositoryRoot.appendingPathComponent(".build/e2e/MonorepoBundle")
    try? FileManager.default.removeItem(at: folder)
    let fixture = try FixtureWorkspace.copy("Monorepo", to: "MonorepoBundle")
    let write = try TestProcess.run(
      FixtureWorkspace.repositoryRoot.appendingPathComponent("scripts/write-plugin-package.sh").path,
      [fixture.path("Tools/SwordPlugins"), "--bundle", bundle])
    XCTAssertEqual(write.status, 0, write.output)
    XCTAssertFalse(
      try String(contentsOfFile: fixture.path("Tools/SwordPlugins/Package.swift"), encoding: .utf8)
        .contains("swift-syntax"), "the plugin package depends on nothing but the bundle")
    try PluginFixture.addPluginApp(
      to: fixture, dependency: ".package(path: \"Tools/SwordPlugins\")", pluginPackage: "\"SwordPlugins\"")

    let started = Date()
    let build = try TestProcess.run(TestProcess.swift, ["build", "--product", "PluginApp"], in: fixture.root)
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertTrue(build.output.contains("Sword: generating the dependency graph of PluginApp"), build.output)
    let compiled = Self.compiledModules(in: build.output)
    XCTAssertEqual(compiled.intersection(Self.toolModules), [], "modules of the tool were compiled")
    XCTAssertTrue(compiled.contains("SwordMacros"), "the macros are built from source: \(compiled.sorted())")
    let swiftSyntax = compiled.filter { $0.hasPrefix("Swift") }
    print(
      "bundle plugin: clean build of PluginApp in \(Int(Date().timeIntervalSince(started))) s, "
        + "\(compiled.count) modules compiled, \(swiftSyntax.count) of swift-syntax (for the macros), "
        + "0 of the tool's")

    // The bundle's sword writes what the source-built plugin writes (`PluginTests`): the committed file of
    // AppComponent's tree, then WidgetComponent's.
    let output = try XCTUnwrap(
      PluginFixture.generatedByPlugin(in: fixture, plugin: "SwordPrebuiltBuildPlugin"),
      "no generated file in the plugin outputs")
    let generated = try String(contentsOf: output, encoding: .utf8)
    let committed = try fixture.read("Sources/App/Sword.generated.swift")
    let body = { (file: String) in file[(file.range(of: "\nextension ")?.lowerBound ?? file.endIndex)...] }
    XCTAssertTrue(body(generated).hasPrefix(body(committed)), generated)
    XCTAssertTrue(body(generated).contains("extension WidgetComponent {"), generated)
    let run = try TestProcess.run(try fixture.binPath() + "/PluginApp", [], in: fixture.root)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("All wiring checks passed"), run.output)
  }

  /// The modules a `swift build` log shows compiled (`Compiling SwiftSyntax A.swift, …`, `Compiling App main.swift`).
  static func compiledModules(in log: String) -> Set<String> {
    var modules: Set<String> = []
    for line in log.split(separator: "\n") {
      guard let range = line.range(of: "Compiling ") else { continue }
      let rest = line[range.upperBound...]
      if let name = rest.split(separator: " ").first, !name.hasSuffix(".swift"), name != "plugin" {
        modules.insert(String(name))
      }
    }
    return modules
  }
}
