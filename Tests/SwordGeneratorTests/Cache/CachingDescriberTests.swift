import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A cached package description is used only while the manifest and the names of the files under the targets'
/// folders are what they were.
final class CachingDescriberTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var base: ListingDescriber!
  private var describer: CachingDescriber!
  private var package: String { folder.path + "/Core" }
  private let location = SourceLocation(file: "/repo/.sword.yml", line: 2, column: 3)

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write("Core/Sources/Networking/Client.swift", "struct Client {}\n")
    try folder.write("Core/Sources/Storage/Store.swift", "struct Store {}\n")
    base = ListingDescriber()
    describer = makeDescriber(tool: "swift 6.3")
  }

  private func makeDescriber(tool: String, fingerprint: String = "sword test") -> CachingDescriber {
    CachingDescriber(
      base: base, store: CacheStore(directory: folder.path + "/cache", fingerprint: fingerprint, secret: .process),
      toolIdentity: tool)
  }

  /// Describes through the cache and checks the answer equals describing afresh.
  @discardableResult
  private func describe(file: StaticString = #filePath, line: UInt = #line) async throws -> DescribedPackage {
    let cached = try await describer.describe(packageAt: package, reportingAt: location)
    let fresh = try await ListingDescriber().describe(packageAt: package, reportingAt: location)
    XCTAssertEqual(cached, fresh, "a cached description differs from a fresh one", file: file, line: line)
    return cached
  }

  func testUnchangedPackageIsDescribedOnce() async throws {
    try await describe()
    try await describe()
    try await describe()
    XCTAssertEqual(base.callCount, 1)
    XCTAssertEqual(describer.hits.value, 2)
  }

  func testEditingAFileKeepsTheDescription() async throws {
    try await describe()
    try folder.write("Core/Sources/Storage/Store.swift", "struct Store { var changed = true }\n")
    try await describe()
    XCTAssertEqual(base.callCount, 1)
  }

  func testAManifestThatReadsTheEnvironmentIsDescribedAgainWhenWhatItReadsChanges() async throws {
    try folder.write(
      "Core/Package.swift",
      "import Foundation\nlet local = ProcessInfo.processInfo.environment[\"USE_LOCAL_KIT\"] != nil\n")
    describer.environment = ["HOME": "/root"]
    try await describe()
    try await describe()
    XCTAssertEqual(base.callCount, 1)
    // Another variable changes nothing; the one it reads does.
    describer.environment = ["HOME": "/tmp"]
    try await describe()
    XCTAssertEqual(base.callCount, 1)
    describer.environment = ["HOME": "/tmp", "USE_LOCAL_KIT": "1"]
    try await describe()
    XCTAssertEqual(base.callCount, 2)
    // A variable read by a name the manifest computes: any change of the environment counts.
    try folder.write("Core/Package.swift", "import Foundation\nlet key = \"X\"\nlet value = getenv(key)\n")
    try await describe()
    describer.environment = ["HOME": "/root", "USE_LOCAL_KIT": "1"]
    try await describe()
    XCTAssertEqual(base.callCount, 4)
    // But not the shell's bookkeeping, which changes with the folder sword runs from.
    describer.environment = ["HOME": "/root", "USE_LOCAL_KIT": "1", "PWD": "/elsewhere", "SHLVL": "3"]
    try await describe()
    XCTAssertEqual(base.callCount, 4)
    // Read with any spacing (issue #29: `getenv ("X")` escaped the text scan, and a cached `check` passed on a
    // stale file): only that variable counts.
    try folder.write("Core/Package.swift", "import Foundation\nlet useKit = getenv (\"USE_KIT\") != nil\n")
    try await describe()
    describer.environment = ["HOME": "/elsewhere", "USE_KIT": "1"]
    try await describe()
    describer.environment = ["HOME": "/root", "USE_KIT": "1"]
    try await describe()
    XCTAssertEqual(base.callCount, 6)
  }

  /// A CI job that restores the cache into a clone at another path: the entries are found and still hold, and the
  /// description names the package where it is now.
  func testACacheRestoredIntoACloneAtAnotherPathIsWarm() async throws {
    describer.workspaceRoot = folder.path
    try await describe()
    let (restored, clone) = try restoredInAClone()
    let found = try await restored.describe(packageAt: clone + "/Core", reportingAt: location)
    XCTAssertEqual(restored.hits.value, 1)
    XCTAssertEqual(base.callCount, 1)
    XCTAssertEqual(found.path, FileSystemProbe.realPath(clone + "/Core"))
    XCTAssertEqual(found.targets.map(\.name), ["Networking", "Storage"])
  }

  /// A manifest that sees its own path (`#filePath`) may describe differently elsewhere: described again there.
  func testAManifestThatSeesItsPathIsDescribedAgainAtAnotherPath() async throws {
    try folder.write("Core/Package.swift", "import Foundation\nlet here = URL(fileURLWithPath: #filePath)\n")
    describer.workspaceRoot = folder.path
    try await describe()
    try await describe()
    XCTAssertEqual(base.callCount, 1)
    let (restored, clone) = try restoredInAClone()
    _ = try await restored.describe(packageAt: clone + "/Core", reportingAt: location)
    XCTAssertEqual(base.callCount, 2)
  }

  /// The package copied into a clone of the workspace at another path, and a describer for that clone over the
  /// same cache.
  private func restoredInAClone() throws -> (CachingDescriber, String) {
    let clone = folder.path + "/clone"
    try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: package, toPath: clone + "/Core")
    var restored = makeDescriber(tool: "swift 6.3")
    restored.workspaceRoot = clone
    return (restored, clone)
  }

  func testAManifestThatReadsFilesIsNeverCached() async throws {
    try folder.write(
      "Core/Package.swift",
      "import Foundation\nlet version = try! String(contentsOfFile: \"VERSION\", encoding: .utf8)\n")
    try await describe()
    try await describe()
    XCTAssertEqual(base.callCount, 2)
    XCTAssertEqual(describer.hits.value, 0)
  }

  func testManifestChangeDescribesAgain() async throws {
    try await describe()
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\n// a new target\n")
    try await describe()
    XCTAssertEqual(base.callCount, 2)
    try folder.write("Core/Package@swift-6.0.swift", "// swift-tools-version: 6.0\n")
    try await describe()
    XCTAssertEqual(base.callCount, 3)
  }

  func testAddedRemovedAndRenamedFilesDescribeAgain() async throws {
    try await describe()
    try folder.write("Core/Sources/Storage/Added.swift", "struct Added {}\n")
    let added = try await describe()
    XCTAssertEqual(added.targets.last?.sources, ["Added.swift", "Store.swift"])
    try FileManager.default.moveItem(
      atPath: package + "/Sources/Storage/Added.swift", toPath: package + "/Sources/Storage/Renamed.swift")
    let renamed = try await describe()
    XCTAssertEqual(renamed.targets.last?.sources, ["Renamed.swift", "Store.swift"])
    try FileManager.default.removeItem(atPath: package + "/Sources/Storage/Renamed.swift")
    try folder.write("Core/Sources/Storage/Deep/Nested/File.swift")
    try await describe()
    try FileManager.default.removeItem(atPath: package + "/Sources/Networking")
    let removed = try await describe()
    XCTAssertEqual(removed.targets.map(\.name), ["Storage"])
    XCTAssertEqual(base.callCount, 5)
  }

  func testAnotherSwiftOrAnotherSwordDescribesAgain() async throws {
    try await describe()
    describer = makeDescriber(tool: "swift 6.4")
    try await describe()
    describer = makeDescriber(tool: "swift 6.4", fingerprint: "sword 2")
    try await describe()
    XCTAssertEqual(base.callCount, 3)
  }

  /// A file that appears while SwiftPM runs is missing from its answer: that answer is never reused.
  func testFileAddedDuringDescribeIsNotHiddenByTheCache() async throws {
    let path = package + "/Sources/Storage/Late.swift"
    base.during = { try? Data().write(to: URL(fileURLWithPath: path)) }
    let first = try await describer.describe(packageAt: package, reportingAt: location)
    XCTAssertEqual(first.targets.last?.sources, ["Store.swift"])
    base.during = nil
    try await describe()
    XCTAssertEqual(base.callCount, 2)
  }

  func testDamagedEntryDescribesAgain() async throws {
    try await describe()
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache/describe")
    for entry in entries {
      try Data("{\"magic\":\"sword-cache\"}\n[]".utf8).write(
        to: URL(fileURLWithPath: folder.path + "/cache/describe/" + entry))
    }
    try await describe()
    XCTAssertEqual(base.callCount, 2)
  }

  /// A target outside the conventional folders is confirmed on the next run, then cached.
  func testCustomTargetFolderIsCachedFromTheSecondRun() async throws {
    let custom = CustomPathDescriber()
    describer = CachingDescriber(
      base: custom, store: CacheStore(directory: folder.path + "/cache", fingerprint: "sword test", secret: .process),
      toolIdentity: "t")
    try folder.write("Core/Feature/Sources/A.swift")
    for _ in 0..<4 { _ = try await describer.describe(packageAt: package, reportingAt: location) }
    XCTAssertEqual(custom.count.value, 2)
    try folder.write("Core/Feature/Sources/B.swift")
    let after = try await describer.describe(packageAt: package, reportingAt: location)
    XCTAssertEqual(custom.count.value, 3)
    XCTAssertEqual(after.targets.first?.sources, ["Sources/A.swift", "Sources/B.swift"])
  }
}

/// Describes one target at the custom path `Feature`.
private struct CustomPathDescriber: PackageDescribing {
  let count = CacheCounter()

  func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    count.increment()
    let files = (FileManager.default.enumerator(atPath: path + "/Feature")?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return DescribedPackage(
      name: "Core", path: path, targets: [DescribedTarget(name: "Feature", path: "Feature", sources: files)])
  }
}
