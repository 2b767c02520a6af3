import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The static reader without SwiftPM: the corpus read or left to SwiftPM as it says, the fixtures' checked-in
/// descriptions (what SwiftPM described, kept honest by `FixtureDescriptionTests`) read exactly, and fallbacks that
/// name the construct and its place. `StaticReadingEquivalenceTests` compare with the real SwiftPM.
final class StaticPackageReaderTests: XCTestCase {
  func testCorpusCasesAreReadOrLeftToSwiftPMAsTheCorpusSays() throws {
    let folder = try TemporaryFolder(for: self)
    for (index, variant) in ManifestCorpus.all.enumerated() {
      let path = folder.path + "/case\(index)"
      try variant.write(to: path)
      let reading = StaticPackageReader(toolchainToolsVersion: ToolsVersion(6, 3)).read(packageAt: path)
      switch (variant.expectation, reading) {
      case (.readStatically, .success): break
      case (.readStatically, .failure(let reason)): XCTFail("'\(variant.name)' falls back: \(reason)")
      case (.fallsBack(let expected), .failure(let reason)), (.swiftPMRefuses(let expected), .failure(let reason)):
        XCTAssertTrue(reason.reason.contains(expected), "'\(variant.name)': \(reason)")
      case (_, .success): XCTFail("'\(variant.name)' is read statically")
      }
    }
  }

  /// Every package of a fixture with a checked-in description: read statically (each of the diagnostics catalogue's
  /// manifests is declarative), the description equals SwiftPM's.
  func testFixturesReadAsTheirCheckedInDescriptionsSay() throws {
    let scenarios = try FileManager.default.subpathsOfDirectory(atPath: Repository.fixtures.path)
      .filter { $0.hasSuffix("package-description.json") }.sorted()
    XCTAssertGreaterThanOrEqual(scenarios.count, 20)
    var read = 0
    for scenario in scenarios {
      let file = Repository.fixtures.appendingPathComponent(scenario)
      let folder = file.deletingLastPathComponent().path
      let described = try JSONDecoder().decode([String: DescribedPackage].self, from: Data(contentsOf: file))
      for (key, expected) in described {
        let path = Paths.join(folder, key)
        guard case .success(var statically) = StaticPackageReader().read(packageAt: path) else {
          XCTAssertFalse(scenario.hasPrefix("Diagnostics/"), "\(scenario) \(key) falls back")
          continue
        }
        read += 1
        statically.path = expected.path
        XCTAssertEqual(DescriptionDifferences.between(statically, expected), [], "\(scenario) \(key)")
      }
    }
    XCTAssertGreaterThanOrEqual(read, 22)
  }

  func testFallbackNamesTheConstructAndItsPlace() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "P/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      struct Names { static let a = "A" }
      let package = Package(name: "P", targets: [.target(name: Names.a)])

      """)
    try folder.write("P/Sources/A/A.swift")
    guard case .failure(let reason) = StaticPackageReader().read(packageAt: folder.path + "/P") else {
      return XCTFail("a struct is read statically")
    }
    XCTAssertEqual(reason.location, SourceLocation(file: folder.path + "/P/Package.swift", line: 4, column: 1))
    XCTAssertEqual(
      reason.reason,
      "a struct declaration (Sword evaluates imports, constants, functions and static helpers in extensions)")
  }

  func testToolsVersionLines() {
    XCTAssertEqual(ToolsVersion(manifest: "// swift-tools-version: 6.0\nlet x = 1"), ToolsVersion(6, 0))
    XCTAssertEqual(ToolsVersion(manifest: "//swift-tools-version:5.9.1"), ToolsVersion(5, 9, 1))
    XCTAssertEqual(
      ToolsVersion(manifest: "// swift-tools-version: 6.2\r\nimport PackageDescription"), ToolsVersion(6, 2))
    XCTAssertEqual(ToolsVersion(manifest: "//\tswift-tools-version:\t6.1\n"), ToolsVersion(6, 1))
    for line in [
      "// swift-tools-version: 5.9 ", "// swift-tools-version:6.1\t\n",
      "// swift-tools-version: 6", "// swift-tools-version: 6.0;(experimentalCGen)", "// Swift-Tools-Version: 6.0",
      "\n// swift-tools-version: 6.0", "/// swift-tools-version: 6.0", "// swift-tools-version: 6.0.0.0",
      "// swift-tools-version: v6.0", "",
    ] {
      XCTAssertNil(ToolsVersion(manifest: line), line)
    }
  }

  /// A manifest newer than 6.2 is read only when the toolchain is known to support it.
  func testToolsVersionNewerThanSwift62NeedsTheToolchainsVersion() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "P/Package.swift",
      ManifestCorpus.manifest("6.3", #"let package = Package(name: "P", targets: [.target(name: "A")])"#))
    try folder.write("P/Sources/A/A.swift")
    guard case .failure(let unknown) = StaticPackageReader().read(packageAt: folder.path + "/P") else {
      return XCTFail("6.3 read without knowing the toolchain")
    }
    XCTAssertTrue(unknown.needsToolchainVersion)
    guard
      case .failure(let older) = StaticPackageReader(toolchainToolsVersion: ToolsVersion(6, 2, 3))
        .read(packageAt: folder.path + "/P")
    else { return XCTFail("6.3 read with a 6.2 toolchain") }
    XCTAssertFalse(older.needsToolchainVersion)
    guard
      case .success = StaticPackageReader(toolchainToolsVersion: ToolsVersion(6, 3, 1)).read(
        packageAt: folder.path + "/P")
    else { return XCTFail("6.3 not read with a 6.3 toolchain") }
    XCTAssertEqual(
      ToolchainToolsVersion.version(inVersionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64"),
      ToolsVersion(6, 3, 1))
    XCTAssertEqual(
      ToolchainToolsVersion.version(inVersionOutput: "Apple Swift version 6.2 (swiftlang-6.2.0.19.9)"),
      ToolsVersion(6, 2))
  }

  /// The pipeline reads a declarative workspace without running SwiftPM and says so; with the whole run's readings.
  func testPipelineReadsDeclarativePackagesWithoutSwiftPM() async throws {
    let folder = try TemporaryFolder(for: self)
    try DeclarativeWorkspace.write(into: folder.path, core: "Core")
    var options = PipelineOptions(currentDirectory: folder.path)
    options.cache = .directory(folder.path + "/cache")
    // The first run writes the generated file into App's folder, so the second describes the root package again;
    // the third takes both descriptions from the cache, which remembers how each package was read. (Each later run
    // edits a file, so that the warm snapshot does not stand for the describes.)
    for run in 0..<3 {
      if run > 0 { try folder.write("Sources/App/main.swift", "import Core\n// edit \(run)\n") }
      let report = await Pipeline.run(
        .configuration(
          path: ".sword.yml",
          packages: .describer(DeclarativeWorkspace.describer())),
        goal: .generate, options: options)
      XCTAssertEqual(report.diagnostics.map(\.rendered), [])
      XCTAssertEqual(report.outcome == .failed, false)
      XCTAssertEqual(report.manifestReadings.map(\.way), [.statically, .statically])
      XCTAssertEqual(report.manifestReadings.map(\.path), [folder.path, folder.path + "/Core"])
      XCTAssertEqual(report.counts["manifests read statically"], 2)
      XCTAssertEqual(report.counts["cached packages"], run)
    }
  }
}
