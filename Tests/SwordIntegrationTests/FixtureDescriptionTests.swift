import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// The fast tests run the fixtures' pipelines on checked-in package descriptions (`package-description.json` in each
/// scenario folder) instead of SwiftPM. This test keeps those files honest: it runs every configuration of every
/// scenario with the real `swift package describe`, records what was described, and compares it with the file. Set
/// SWORD_RECORD=1 to write the files again after a manifest changed, then review with `git diff`.
final class FixtureDescriptionTests: XCTestCase {
  static let fileName = "package-description.json"

  /// Each scenario folder whose packages the fast tests describe from a file, with its configuration files.
  static func scenarios() throws -> [(folder: URL, configs: [String])] {
    let catalogue = Repository.fixtures.appendingPathComponent("Diagnostics")
    let entries = try FileManager.default.contentsOfDirectory(atPath: catalogue.path).sorted()
      .map { catalogue.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent(".sword.yml").path) }
    return entries.map { ($0, [".sword.yml"]) } + [
      (Repository.fixtures.appendingPathComponent("Monorepo"), [".sword.yml", "sword-widget.yml", "sword-readme.yml"]),
      (Repository.fixtures.appendingPathComponent("XcodeApp"), [".sword.yml"]),
      (Repository.fixtures.appendingPathComponent("OnePackageApp"), [".sword.yml", "sword-root-only.yml"]),
      (
        Repository.fixtures.appendingPathComponent("XcodeProject"),
        [".sword.yml", "sword-xcode16.yml", "sword-xcode26.yml", "sword-sources.yml"]
      ),
    ]
  }

  func testCheckedInDescriptionsAreWhatSwiftPMDescribes() async throws {
    let recording = ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1"
    let scenarios = try Self.scenarios()
    XCTAssertGreaterThanOrEqual(scenarios.count, 20, "the catalogue lost entries")
    for (folder, configs) in scenarios {
      let recorder = RecordingDescriber()
      for config in configs {
        let options = PipelineOptions(currentDirectory: folder.path)
        let path = folder.appendingPathComponent(config).path
        _ = await Pipeline.run(
          .configuration(path: path, packages: .describer(recorder)), goal: .check, options: options)
      }
      let described = recorder.described
      XCTAssertFalse(described.isEmpty, "\(folder.lastPathComponent): no package was described")
      XCTAssertEqual(recorder.failures, [], "\(folder.lastPathComponent): SwiftPM could not describe a package")
      let actual = try Self.encoded(described, relativeTo: folder.path)
      let file = folder.appendingPathComponent(Self.fileName)
      if recording {
        try actual.write(to: file)
        continue
      }
      let expected = try? Data(contentsOf: file)
      XCTAssertEqual(
        expected.map { String(decoding: $0, as: UTF8.self) }, String(decoding: actual, as: UTF8.self),
        "\(file.path) differs from what SwiftPM describes; re-record with SWORD_RECORD=1 and review with git diff")
    }
  }

  /// The descriptions as `PrecomputedDescriber` reads them: keyed by package folder relative to `root` (`.` for
  /// the root itself), each package's `path` the same relative folder, so the file holds no machine's paths.
  static func encoded(_ described: [String: DescribedPackage], relativeTo root: String) throws -> Data {
    var relative: [String: DescribedPackage] = [:]
    for (path, package) in described {
      let key = path == root ? "." : String(path.dropFirst(root.count + 1))
      XCTAssertTrue(path == root || path.hasPrefix(root + "/"), "\(path) is outside \(root)")
      var package = package
      package.path = key
      relative[key] = package
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(relative) + Data("\n".utf8)
  }
}

/// SwiftPM's describer, keeping what it described by (standardized, absolute) package folder.
private final class RecordingDescriber: PackageDescribing, @unchecked Sendable {
  private let swiftPM = SwiftPMDescriber()
  private let lock = NSLock()
  private var packages: [String: DescribedPackage] = [:]
  private var problems: [String] = []

  var described: [String: DescribedPackage] { lock.withLock { packages } }
  var failures: [String] { lock.withLock { problems.sorted() } }

  func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    do {
      let package = try await swiftPM.describe(packageAt: path, reportingAt: location)
      lock.withLock { packages[URL(fileURLWithPath: path).standardizedFileURL.path] = package }
      return package
    } catch {
      lock.withLock { problems += error.diagnostics.map(\.rendered) }
      throw error
    }
  }
}
