import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `.sword.yml` is found as git finds its repository: here, else in the nearest folder above.
final class ConfigLocatorTests: XCTestCase {
  func testTheNearestConfigurationAboveTheCurrentFolderIsUsed() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(".sword.yml", "root:\n  target: App\n")
    try folder.write("Packages/Core/.sword.yml", "root:\n  target: Core\n")
    try folder.write("Packages/Core/Sources/Storage/Store.swift", "")
    try folder.write("Sources/App/main.swift", "")
    let root = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
    func located(_ relative: String) -> String? {
      try? ConfigLocator.locate(explicit: nil, from: root + "/" + relative).get()
    }
    XCTAssertEqual(located("Sources/App"), root + "/.sword.yml")
    XCTAssertEqual(located("Packages/Core/Sources/Storage"), root + "/Packages/Core/.sword.yml")
    XCTAssertEqual(located(""), root + "/.sword.yml")
    // An explicit --config is used as given.
    XCTAssertEqual(try ConfigLocator.locate(explicit: "other.yml", from: root).get(), "other.yml")
  }

  func testNoConfigurationAnywhereAboveSaysWhereSwordLookedAndNeverToCreateOneThere() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    let here = folder.path + "/Sources"
    try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
    // The temporary folder's ancestors hold no .sword.yml on a build machine; skip where one does.
    if case .success(let found) = ConfigLocator.locate(explicit: nil, from: here) {
      throw XCTSkip("a .sword.yml above the temporary folder: \(found)")
    }
    guard case .failure(let error) = ConfigLocator.locate(explicit: nil, from: here) else { return }
    let message = error.diagnostics.first?.message ?? ""
    XCTAssertEqual(error.diagnostics.map(\.id), [.configUnreadable])
    XCTAssertTrue(message.hasPrefix("no .sword.yml in '\(here)' or any folder above it"), message)
    XCTAssertTrue(message.contains("--config PATH"), message)
    XCTAssertFalse(message.contains("create one"), message)
  }
}
