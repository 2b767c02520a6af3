import Foundation
import XCTest

@testable import SwordGenerator

/// Reading each target's default isolation from `swift package dump-package`'s output.
final class DefaultIsolationReaderTests: XCTestCase {
  func testMainActorTargetsAreReadFromTheSettingAndFromUnsafeFlags() throws {
    let json = """
      { "name": "Iso", "targets": [
        { "name": "A", "settings": [
          { "kind": { "defaultIsolation": { "_0": "MainActor" } }, "tool": "swift" },
          { "kind": { "enableUpcomingFeature": { "_0": "ExistentialAny" } }, "tool": "swift" } ] },
        { "name": "B", "settings": [ { "kind": { "defaultIsolation": { "_0": "nonisolated" } }, "tool": "swift" } ] },
        { "name": "C", "settings": [ { "kind": { "unsafeFlags": { "_0": ["-default-isolation", "MainActor"] } }, "tool": "swift" } ] },
        { "name": "D", "settings": [ { "kind": { "define": { "_0": "MainActor" } }, "tool": "swift" } ] },
        { "name": "E" } ] }
      """
    XCTAssertEqual(try DefaultIsolationReader.mainActorTargets(dumpPackageJSON: Data(json.utf8)), ["A", "C"])
  }

  func testOnlyAManifestThatNamesTheSettingIsAskedAbout() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-isolation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "let package = Package(name: \"P\")\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    XCTAssertFalse(DefaultIsolationReader.mayIsolate(packageAt: folder.path))
    try "swiftSettings: [.defaultIsolation(MainActor.self)]\n".write(
      to: folder.appendingPathComponent("Package@swift-6.2.swift"), atomically: true, encoding: .utf8)
    XCTAssertTrue(DefaultIsolationReader.mayIsolate(packageAt: folder.path))
  }

  func testADescriptionCarriesTheIsolationThroughItsJSON() throws {
    var target = DescribedTarget(name: "A", path: "Sources/A", sources: ["A.swift"])
    target.isMainActorByDefault = true
    let data = try JSONEncoder().encode(target)
    XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"default_isolation\":\"MainActor\""))
    XCTAssertTrue(try JSONDecoder().decode(DescribedTarget.self, from: data).isMainActorByDefault)
    XCTAssertTrue(SwordTarget(described: target, packagePath: "/p", isRoot: false).isMainActorByDefault)
  }
}
