import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The static reader against the real `swift package describe`: wherever it reads a package, its description must
/// be SwiftPM's, field for field and in SwiftPM's order (``DescriptionDifferences``). Checked on every package of
/// every fixture, on every manifest shape the benchmark's generator writes, and on the corpus of manifest variants
/// (`ManifestCorpus`), where each case must also be read or left to SwiftPM as the corpus says, and a case marked
/// as refused must be refused by SwiftPM too.
final class StaticReadingEquivalenceTests: XCTestCase {
  /// The corpus, each case in a folder of its own, SwiftPM describing two at a time.
  func testCorpusReadingsEqualSwiftPMsOrFallBack() async throws {
    let folder = try TemporaryFolder(for: self)
    let cases = ManifestCorpus.all
    XCTAssertGreaterThanOrEqual(cases.count, 90, "the corpus lost cases")
    var packages: [(path: String, location: SourceLocation)] = []
    for (index, variant) in cases.enumerated() {
      let path = folder.path + "/case\(index)/P"
      try variant.write(to: path)
      packages.append((path, SourceLocation(file: path, line: 1, column: 1)))
    }
    let swiftPM = swiftPMDescriber(cleaningUpAfter: packages.map(\.path))
    let described = await WorkspaceLoader(describer: swiftPM, maximumConcurrentDescribes: 2).describeAll(packages)
    var counts: [String: Int] = [:]
    for (variant, package) in zip(cases, packages) {
      let reading = StaticPackageReader(toolchainToolsVersion: ToolsVersion(6, 3)).read(packageAt: package.path)
      let swiftPM = described[package.path]!
      let name = "'\(variant.name)'"
      switch (variant.expectation, reading) {
      case (.readStatically, .success(let statically)):
        counts["read statically", default: 0] += 1
        switch swiftPM {
        case .success(let expected):
          XCTAssertEqual(DescriptionDifferences.between(statically, expected), [], name)
        case .failure(let error):
          XCTFail("\(name) is read statically, but SwiftPM refuses it: \(error.diagnostics.map(\.rendered))")
        }
      case (.readStatically, .failure(let reason)):
        XCTFail("\(name) should be read statically, but falls back: \(reason)")
      case (.fallsBack(let expected), .failure(let reason)), (.swiftPMRefuses(let expected), .failure(let reason)):
        XCTAssertTrue(reason.reason.contains(expected), "\(name) falls back for another reason: \(reason)")
        if case .swiftPMRefuses = variant.expectation {
          counts["refused by SwiftPM", default: 0] += 1
          if case .success = swiftPM { XCTFail("\(name): SwiftPM accepts it, but the reader calls it an error") }
        } else {
          counts["left to SwiftPM", default: 0] += 1
        }
      case (_, .success(let statically)):
        XCTFail("\(name) should fall back, but is read statically: \(statically.targets.map(\.name))")
        if case .success(let expected) = swiftPM {
          XCTAssertEqual(DescriptionDifferences.between(statically, expected), [], name)
        }
      }
    }
    print("corpus: \(cases.count) cases, \(counts)")
  }

  /// Every package of every fixture: read statically, or not, and then the same as SwiftPM's description.
  func testFixturePackagesReadStaticallyEqualSwiftPMs() async throws {
    let manifests = try FileManager.default.subpathsOfDirectory(atPath: Repository.fixtures.path)
      .filter { $0.hasSuffix("/Package.swift") || $0 == "Package.swift" }
      .filter { !$0.contains(".build/") }
    let packages = manifests.map { Repository.fixtures.appendingPathComponent($0).deletingLastPathComponent().path }
      .sorted()
    XCTAssertGreaterThanOrEqual(packages.count, 30, "fixtures lost packages")
    try await assertEquivalent(packages, minimumStatic: 25)
  }

  /// Every manifest shape the benchmark's generator writes (the root's and the packages'), from the generator itself:
  /// the plain shape (size S) and the ten shapes of `--manifest-style teams` (size M, 20 packages), every one read
  /// statically.
  func testBenchmarkWorkspaceReadsEqualSwiftPMs() async throws {
    let generator = Repository.root.appendingPathComponent(".build/debug/SwordBenchmark").path
    guard FileManager.default.isExecutableFile(atPath: generator) else {
      throw XCTSkip("no .build/debug/SwordBenchmark: run `swift build --build-tests` first")
    }
    let folder = try TemporaryFolder(for: self)
    for (size, style, count) in [("S", "plain", 5), ("M", "teams", 21)] {
      let generated = try TestProcess.run(
        generator, ["--write-only", folder.path + "/bench", "--sizes", size, "--manifest-style", style])
      XCTAssertEqual(generated.status, 0, generated.output)
      let root = folder.path + "/bench/" + size + (style == "plain" ? "" : "-" + style)
      let packages =
        [root]
        + (try FileManager.default.contentsOfDirectory(atPath: root + "/Packages")).sorted()
        .map { root + "/Packages/" + $0 }
      XCTAssertEqual(packages.count, count)
      try await assertEquivalent(packages, minimumStatic: packages.count)
    }
  }

  /// Reads `packages` both ways: each one read statically must equal SwiftPM's description; at least
  /// `minimumStatic` must be read statically.
  private func assertEquivalent(
    _ packages: [String], minimumStatic: Int, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let located = packages.map { ($0, SourceLocation(file: $0, line: 1, column: 1)) }
    let swiftPM = swiftPMDescriber(cleaningUpAfter: packages)
    let described = await WorkspaceLoader(describer: swiftPM, maximumConcurrentDescribes: 2).describeAll(located)
    var readStatically = 0
    // The toolchain's version, as a run asks `swift --version` for a version-specific manifest.
    let version = try TestProcess.run("/usr/bin/env", ["swift", "--version"])
    let reader = StaticPackageReader(
      toolchainToolsVersion: ToolchainToolsVersion.version(inVersionOutput: version.output))
    for path in packages {
      guard case .success(let statically) = reader.read(packageAt: path) else { continue }
      readStatically += 1
      switch described[path]! {
      case .success(let expected):
        XCTAssertEqual(DescriptionDifferences.between(statically, expected), [], path, file: file, line: line)
      case .failure(let error):
        XCTFail(
          "\(path) is read statically, but SwiftPM refuses it: \(error.diagnostics.map(\.rendered))", file: file,
          line: line)
      }
    }
    XCTAssertGreaterThanOrEqual(readStatically, minimumStatic, "fewer packages read statically", file: file, line: line)
  }
}
