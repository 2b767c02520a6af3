import Foundation
import SwordTestSupport
import XCTest

/// A copy of `Fixtures/Monorepo` under `.build/`, with its manifests pointed at this repository by absolute path,
/// so tests can edit it freely. The copy is refreshed on each use but keeps its own `.build`, so a second run
/// builds incrementally.
struct FixtureWorkspace {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let root: URL

  /// Copies `Fixtures/<name>` to `.build/e2e/<name>` (or `.build/e2e/<folder>`).
  static func copy(_ name: String, to folder: String? = nil) throws -> FixtureWorkspace {
    let source = repositoryRoot.appendingPathComponent("Fixtures/\(name)")
    let destination = repositoryRoot.appendingPathComponent(".build/e2e/\(folder ?? name)")
    try mirror(source, to: destination)
    let workspace = FixtureWorkspace(root: destination)
    try workspace.pointManifestsAtRepository()
    return workspace
  }

  /// Skips an end-to-end test unless SWORD_E2E=1 (which `make test` sets) and `sword` is built.
  static func requireEndToEnd() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
  }

  /// `swift build` in the copy, and the warnings it printed for the fixture's own files and the generated code
  /// (not for the packages SwiftPM checked out).
  func build(_ arguments: [String] = []) throws -> (result: TestProcess.Result, warnings: [Substring]) {
    let result = try TestProcess.run(TestProcess.swift, ["build"] + arguments, in: root)
    let ownBuild = root.path + "/.build/"
    let warnings = result.output.split(separator: "\n").filter {
      $0.contains("warning:") && $0.hasPrefix(root.path) && !$0.hasPrefix(ownBuild)
    }
    return (result, warnings)
  }

  /// The folder `swift build` puts the copy's executables in.
  func binPath() throws -> String {
    let result = try TestProcess.run(TestProcess.swift, ["build", "--show-bin-path"], in: root)
    return result.output.split(separator: "\n").last.map(String.init) ?? ""
  }

  /// The path of `relative` inside the copy.
  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func read(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

  /// Removes SwiftPM's build plan (not the compiled modules) from the build folder `folder`: SwiftPM keeps the
  /// plan of the last build there and does not always notice another root package, or files added to a target.
  static func forgetBuildPlan(in folder: URL) {
    let plans =
      ["debug.yaml", "plugin-tools.yaml"].map { folder.appendingPathComponent($0) }
      + ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).flatMap {
        ["debug/description.json", "debug/plugin-tools-description.json"].map($0.appendingPathComponent)
      }
    for plan in plans { try? FileManager.default.removeItem(at: plan) }
  }

  func write(_ relative: String, _ text: String) throws {
    try text.write(toFile: path(relative), atomically: true, encoding: .utf8)
  }

  /// Where the Monorepo fixture declares `UserRepository`.
  static let userRepositorySource = "Packages/Core/Sources/Storage/UserRepository.swift"

  /// In a copy of `Fixtures/Monorepo`, makes `UserRepository` unscoped: a change of the graph that changes the
  /// generated code. Returns the file's text before, to restore it.
  @discardableResult
  func makeUserRepositoryUnscoped() throws -> String {
    let original = try read(Self.userRepositorySource)
    let edited = original.replacingOccurrences(
      of: "@Dependency(registeredTo: AppComponent.self, scopedWith: .single)\npublic final class UserRepository",
      with: "@Dependency(registeredTo: AppComponent.self)\npublic final class UserRepository")
    XCTAssertNotEqual(edited, original, "the fixture's UserRepository declaration changed; update the tests")
    try write(Self.userRepositorySource, edited)
    return original
  }

  /// Replaces the relative path to Sword in each manifest with the absolute one: `fileURLWithPath: "../.."` in the
  /// fixtures that work out the package's name, `.package(name: "sword", path: "../..")` in the tour's.
  private func pointManifestsAtRepository() throws {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent == ".build" { enumerator?.skipDescendants() }
      guard url.lastPathComponent == "Package.swift" else { continue }
      var text = try String(contentsOf: url, encoding: .utf8)
      for relative in ["\"../..\"", "\"../../../..\""] {
        text = text.replacingOccurrences(
          of: "fileURLWithPath: \(relative)", with: "fileURLWithPath: \"\(Self.repositoryRoot.path)\"")
        text = text.replacingOccurrences(
          of: ".package(name: \"sword\", path: \(relative))",
          with: ".package(name: \"sword\", path: \"\(Self.repositoryRoot.path)\")")
      }
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// Makes `destination` hold the same files as `source` (except build products), keeping `.build` folders.
  private static func mirror(_ source: URL, to destination: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: destination, withIntermediateDirectories: true)
    // Remove what is not build output, then copy everything afresh.
    for item in try manager.contentsOfDirectory(atPath: destination.path) where item != ".build" {
      let url = destination.appendingPathComponent(item)
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
        manager.fileExists(atPath: url.appendingPathComponent(".build").path),
        manager.fileExists(atPath: source.appendingPathComponent(item).path)
      {
        try mirror(source.appendingPathComponent(item), to: url)
        continue
      }
      try manager.removeItem(at: url)
    }
    for item in try manager.contentsOfDirectory(atPath: source.path) where ![".build", ".swiftpm"].contains(item) {
      let target = destination.appendingPathComponent(item)
      if manager.fileExists(atPath: target.path) { continue }
      try manager.copyItem(at: source.appendingPathComponent(item), to: target)
    }
  }
}
