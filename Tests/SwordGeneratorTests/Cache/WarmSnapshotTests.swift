import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A warm snapshot holds only while every input it recorded is as it was: the manifests, the listing of the
/// targets' folders, every file's stamp; and it is only found under the same configuration, environment and tool.
final class WarmSnapshotTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var files: [String] = []

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
    try folder.write("Core/Sources/Core/A.swift", "struct A {}\n")
    try folder.write("Core/Sources/Core/B.swift", "struct B {}\n")
    try folder.write(".sword.yml", "root:\n  target: App\n")
    files = ["A.swift", "B.swift"].map { folder.path + "/Core/Sources/Core/" + $0 }
  }

  /// The snapshot of the folder as it is now, its stamps taken `settled` (two seconds after the files were last
  /// written) or not (in that very second). The second is read from the files' own times, not the wall clock, so
  /// that how long the test takes changes nothing.
  private func snapshot(settled: Bool = true) throws -> WarmSnapshot {
    let package = folder.path + "/Core"
    let record = IndexCache.StampRecord(
      moduleName: "Core", files: files, second: FileClock.latestSecond(of: files) + (settled ? 2 : 0),
      stamps: try files.map { try XCTUnwrap(FileStamp(path: $0)) })
    let described = DescribeLedger.Package(
      path: package, manifests: PackageListing.manifestDigest(ManifestFiles.read(package: package)),
      roots: ["Sources"], listing: PackageListing.digest(package: package, roots: ["Sources"]))
    var workspace = Workspace(
      targets: [
        SwordTarget(
          name: "Core", moduleName: "Core", packagePath: package, directory: package + "/Sources/Core",
          sourceFiles: files, isRoot: false)
      ],
      root: RootOutput(moduleName: "App", directory: folder.path + "/App", outputPath: folder.path + "/App/Out.swift"))
    workspace.unlistedTargets = [
      SwordTarget(
        name: "Tool", moduleName: "Tool", packagePath: package, directory: package + "/Sources/Tool",
        sourceFiles: [package + "/Sources/Tool/main.swift"], isRoot: false)
    ]
    workspace.targets[0].isMainActorByDefault = true
    return WarmSnapshot(
      packages: [described], targets: [record], runKey: "run", rootModule: "App",
      output: OutputLocation(path: folder.path + "/App/Sword.generated.swift", parts: 2, boundary: folder.path),
      files: 2, workspace: workspace)
  }

  func testTheBytesGiveTheSnapshotBackAndDamageIsRefused() throws {
    let snapshot = try snapshot()
    let bytes = snapshot.encoded()
    XCTAssertEqual(try WarmSnapshot(decoding: bytes), snapshot)
    for length in 0..<bytes.count {
      XCTAssertThrowsError(try WarmSnapshot(decoding: bytes.prefix(length)), "cut at \(length)")
    }
    XCTAssertThrowsError(try WarmSnapshot(decoding: bytes + Data([0])))
  }

  func testAnUntouchedWorkspaceHolds() async throws {
    let check = try await snapshot().check(jobs: 2)
    XCTAssertEqual(check, .holds)
  }

  func testAnEditedFileDoesNotHold() async throws {
    let snapshot = try snapshot()
    try folder.write("Core/Sources/Core/B.swift", "struct B { var edited = 1 }\n")
    let check = await snapshot.check(jobs: 2)
    XCTAssertEqual(check, .packagesHold(changedTargets: [0]), "the workspace still holds; its one target does not")
  }

  func testStampsTakenWhileFilesMayStillChangeDoNotHold() async throws {
    let check = try await snapshot(settled: false).check(jobs: 2)
    XCTAssertEqual(
      check, .packagesHold(changedTargets: [0]), "a file written in the second the stamps were taken is not settled")
  }

  func testAnAddedRemovedOrRenamedFileDoesNotHold() async throws {
    for change in ["add", "remove", "rename"] {
      try setUpWithError()
      let snapshot = try snapshot()
      let core = folder.path + "/Core/Sources/Core/"
      switch change {
      case "add": try folder.write("Core/Sources/Core/C.swift", "struct C {}\n")
      case "remove": try FileManager.default.removeItem(atPath: core + "B.swift")
      default: try FileManager.default.moveItem(atPath: core + "B.swift", toPath: core + "Renamed.swift")
      }
      let check = await snapshot.check(jobs: 2)
      XCTAssertEqual(check, .fails, change)
    }
  }

  func testAnEditedOrAddedManifestDoesNotHold() async throws {
    var snapshot = try snapshot()
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n// edited\n")
    var check = await snapshot.check(jobs: 2)
    XCTAssertEqual(check, .fails)
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
    snapshot = try self.snapshot()
    try folder.write("Core/Package@swift-6.0.swift", "// swift-tools-version: 6.0\n")
    check = await snapshot.check(jobs: 2)
    XCTAssertEqual(check, .fails, "a version-specific manifest added")
  }

  /// Stored under the configuration file's path and bytes, the environment and the tool: a change to any of them
  /// finds nothing.
  func testTheSnapshotIsFoundOnlyUnderTheSameConfigurationEnvironmentAndTool() async throws {
    let store = CacheStore(directory: folder.path + "/cache", fingerprint: "sword test", secret: .process)
    let cache = SnapshotCache(store: store, toolIdentity: "swift 1", environment: ["CI": "1", "PWD": "/a"])
    let (configuration, source) = try ConfigLoader.loadWithSource(
      file: folder.path + "/.sword.yml", currentDirectory: folder.path)
    let snapshot = try snapshot()
    cache.slot(for: configuration, source: source).write(snapshot)
    var found = await cache.slot(for: configuration, source: source).checked(jobs: 2)?.snapshot
    XCTAssertEqual(found, snapshot)

    var movedShell = cache
    movedShell.environment["PWD"] = "/b"
    found = await movedShell.slot(for: configuration, source: source).checked(jobs: 2)?.snapshot
    XCTAssertEqual(found, snapshot, "the shell's own bookkeeping is not part of the key")

    var otherEnvironment = cache
    otherEnvironment.environment["CI"] = "0"
    found = await otherEnvironment.slot(for: configuration, source: source).checked(jobs: 2)?.snapshot
    XCTAssertNil(found)
    found = await SnapshotCache(store: store, toolIdentity: "swift 2", environment: cache.environment)
      .slot(for: configuration, source: source).checked(jobs: 2)?.snapshot
    XCTAssertNil(found)

    try folder.write(".sword.yml", "root:\n  target: App\n# edited\n")
    let edited = try ConfigLoader.loadWithSource(file: folder.path + "/.sword.yml", currentDirectory: folder.path)
    found = await cache.slot(for: edited.configuration, source: edited.source).checked(jobs: 2)?.snapshot
    XCTAssertNil(found)
  }

  /// A root given as a folder of sources holds while the folder has the same Swift files, hidden ones included,
  /// the generated file aside.
  func testAFolderRootHoldsWhileItsSwiftFilesAreTheSame() async throws {
    try folder.write("MyApp/Main.swift", "print(1)\n")
    try folder.write("MyApp/Views/Screen.swift", "struct Screen {}\n")
    let app = folder.path + "/MyApp"
    let output = app + "/Sword.generated.swift"
    var snapshot = try snapshot()
    snapshot.sourcesRoot = .init(
      folder: app, outputPath: output, files: [app + "/Main.swift", app + "/Views/Screen.swift"])
    XCTAssertEqual(try WarmSnapshot(decoding: snapshot.encoded()), snapshot)
    var check = await snapshot.check(jobs: 2)
    XCTAssertEqual(check, .holds)
    try folder.write("MyApp/Sword.generated.swift", "// Generated by Sword\n")
    check = await snapshot.check(jobs: 2)
    XCTAssertEqual(check, .holds, "the generated file is not a source")
    try folder.write("MyApp/Views/.Hidden.swift", "struct Hidden {}\n")
    check = await snapshot.check(jobs: 2)
    XCTAssertEqual(check, .fails, "a hidden Swift file is a source of the folder too")
  }
}
