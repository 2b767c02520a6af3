import Foundation
import SwordTestSupport
import XCTest

/// The build-tool plugins' `XcodeBuildToolPlugin` conformances are compiled only where Xcode's `XcodeProjectPlugin`
/// module exists. Here they are type-checked against a stand-in of its documented API (`StandIn/`), with the
/// toolchain's `PackagePlugin` module, as SwiftPM compiles a plugin: a change that breaks them fails on Linux too.
final class XcodePluginConformanceTests: XCTestCase {
  /// The folder of the toolchain's `PackagePlugin` module, beside the `swiftc` on `PATH`.
  static func pluginAPIFolder() throws -> String {
    let found = try TestProcess.run("sh", ["-c", "command -v swiftc"]).output.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let swiftc = URL(fileURLWithPath: found).resolvingSymlinksInPath()
    let folder = swiftc.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/pm/PluginAPI").path
    guard FileManager.default.fileExists(atPath: folder) else {
      throw XCTSkip("no PackagePlugin module at \(folder) (swiftc is \(swiftc.path))")
    }
    return folder
  }

  /// `swiftc` as SwiftPM runs it on a plugin: the PackagePlugin module and the manifest's tools version.
  static func swiftc(_ arguments: [String], pluginAPI: String) throws -> TestProcess.Result {
    try TestProcess.run(
      "swiftc", ["-parse-as-library", "-I", pluginAPI, "-package-description-version", "6.2"] + arguments)
  }

  func testTheXcodeConformancesTypeCheckAgainstTheDocumentedAPI() throws {
    let pluginAPI = try Self.pluginAPIFolder()
    let folder = try TemporaryFolder(for: self)
    let standIn = Repository.root.appendingPathComponent("Tests/SwordPluginTests/StandIn/XcodeProjectPlugin.swift").path
    let module = try Self.swiftc(
      [
        "-emit-module", "-module-name", "XcodeProjectPlugin", "-emit-module-path",
        folder.path + "/XcodeProjectPlugin.swiftmodule", standIn,
      ], pluginAPI: pluginAPI)
    XCTAssertEqual(module.status, 0, "the stand-in does not compile:\n\(module.output)")
    for (plugin, type) in [
      ("SwordBuildPlugin", "SwordBuildPlugin"), ("SwordCheckBuildPlugin", "SwordCheckBuildPlugin"),
    ] {
      let sources = try FileManager.default.contentsOfDirectory(
        atPath: Repository.root.appendingPathComponent("Plugins/\(plugin)").path
      ).filter { $0.hasSuffix(".swift") }.sorted().map {
        Repository.root.appendingPathComponent("Plugins/\(plugin)/\($0)").path
      }
      // Compiles only if the conformance was compiled: `canImport(XcodeProjectPlugin)` held.
      let probe = folder.path + "/\(plugin)Probe.swift"
      try "import XcodeProjectPlugin\nlet xcodeConformance: any XcodeBuildToolPlugin.Type = \(type).self\n"
        .write(toFile: probe, atomically: true, encoding: .utf8)
      let result = try Self.swiftc(["-typecheck", "-I", folder.path] + sources + [probe], pluginAPI: pluginAPI)
      XCTAssertEqual(result.status, 0, "\(plugin):\n\(result.output)")
      // And without the stand-in, the plugin compiles as SwiftPM builds it on Linux.
      let plain = try Self.swiftc(["-typecheck"] + sources, pluginAPI: pluginAPI)
      XCTAssertEqual(plain.status, 0, "\(plugin) without XcodeProjectPlugin:\n\(plain.output)")
    }
  }
}
