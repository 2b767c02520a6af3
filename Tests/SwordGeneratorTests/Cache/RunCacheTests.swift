import Foundation
import XCTest

@testable import SwordGenerator

/// The whole-run key moves with everything the stages after indexing read, and a result reads back only for it.
final class RunCacheTests: XCTestCase {
  private let location = SourceLocation(file: "/repo/.sword.yml", line: 1, column: 1)

  private func configuration(output: String = "Sword.generated.swift") -> Configuration {
    Configuration(
      file: "/repo/.sword.yml", workspaceRoot: "/repo",
      localPackages: [.init(path: "/repo/Core", location: location, targets: [Located("Storage", at: location)])],
      root: .package(path: "/repo", target: nil, output: output), rootLocation: location)
  }

  private func workspace(files: [String] = ["/repo/Core/Sources/Storage/A.swift"], output: String = "/repo/Sources/App/Sword.generated.swift")
    -> Workspace
  {
    Workspace(
      targets: [
        SwordTarget(
          name: "App", moduleName: "App", packagePath: "/repo", directory: "/repo/Sources/App",
          sourceFiles: ["/repo/Sources/App/App.swift"], isRoot: true),
        SwordTarget(
          name: "Storage", moduleName: "Storage", packagePath: "/repo/Core", directory: "/repo/Core/Sources/Storage",
          sourceFiles: files, isRoot: false),
      ],
      root: RootOutput(moduleName: "App", directory: "/repo/Sources/App", outputPath: output))
  }

  func testKeyMovesWithEveryInput() throws {
    let base = try XCTUnwrap(RunCache.key(configuration: configuration(), workspace: workspace(), targetKeys: ["a", "b"]))
    let others = [
      RunCache.key(configuration: configuration(), workspace: workspace(), targetKeys: ["a", "c"]),
      RunCache.key(configuration: configuration(), workspace: workspace(), targetKeys: ["b", "a"]),
      RunCache.key(configuration: configuration(output: "Other.swift"), workspace: workspace(), targetKeys: ["a", "b"]),
      RunCache.key(
        configuration: configuration(), workspace: workspace(output: "/repo/Sources/App/Other.swift"),
        targetKeys: ["a", "b"]),
      RunCache.key(
        configuration: configuration(),
        workspace: workspace(files: ["/repo/Core/Sources/Storage/A.swift", "/repo/Core/Sources/Storage/B.swift"]),
        targetKeys: ["a", "b"]),
    ]
    for (position, other) in others.enumerated() {
      XCTAssertNotNil(other)
      XCTAssertNotEqual(other, base, "input \(position)")
    }
    XCTAssertEqual(RunCache.key(configuration: configuration(), workspace: workspace(), targetKeys: ["a", "b"]), base)
  }

  func testTargetWithoutAKeyCannotBeCached() {
    XCTAssertNil(RunCache.key(configuration: configuration(), workspace: workspace(), targetKeys: ["a", nil]))
    XCTAssertNil(RunCache.key(configuration: configuration(), workspace: workspace(), targetKeys: ["a"]))
  }

  func testResultReadsBackForItsKeyAndConfigurationOnly() throws {
    let folder = try TemporaryFolder(for: self)
    let cache = RunCache(store: CacheStore(directory: folder.path + "/cache", fingerprint: "sword test"))
    let result = RunCache.Result(
      diagnostics: [Diagnostic(.missingBinding, "nothing binds 'Clock'", at: location)], contents: nil,
      components: 2, bindings: 7)
    cache.write(result, key: "k1", configFile: "/repo/.sword.yml")
    XCTAssertEqual(cache.read(key: "k1", configFile: "/repo/.sword.yml"), result)
    XCTAssertNil(cache.read(key: "k2", configFile: "/repo/.sword.yml"))
    XCTAssertNil(cache.read(key: "k1", configFile: "/other/.sword.yml"))
    // The same key again writes nothing.
    let entry = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache/run").first { !$0.hasPrefix(".") })
    let path = folder.path + "/cache/run/" + entry
    let written = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    cache.write(result, key: "k1", configFile: "/repo/.sword.yml")
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int, written)
  }
}
