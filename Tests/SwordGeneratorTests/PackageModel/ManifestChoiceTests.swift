import SwiftParser
import SwiftSyntax
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// SwiftPM's choice among `Package.swift` and `Package@swift-*.swift`, and the `#if` conditions the static reader
/// answers, without SwiftPM (`StaticReadingEquivalenceTests` hold both against it).
final class ManifestChoiceTests: XCTestCase {
  func testFileNameVersions() {
    XCTAssertEqual(ManifestChoice.fileNameVersion("Package@swift-5.9.swift")?.0, ToolsVersion(5, 9))
    XCTAssertEqual(ManifestChoice.fileNameVersion("Package@swift-6.swift")?.0, ToolsVersion(6, 0))
    XCTAssertEqual(ManifestChoice.fileNameVersion("Package@swift-5.9.1.swift")?.1, 3)
    for name in ["Package@swift-.swift", "Package@swift-5.x.swift", "Package@swift-5.9.swift.orig", "Package.swift"] {
      XCTAssertNil(ManifestChoice.fileNameVersion(name), name)
    }
  }

  func testChoice() throws {
    let folder = try TemporaryFolder(for: self)
    func choose(_ files: [String: String], current: ToolsVersion? = ToolsVersion(6, 3)) throws -> String {
      let path = folder.path + "/\(UUID().uuidString)"
      for (name, tools) in files { try folder.write(Paths.relative(path, to: folder.path) + "/" + name, tools) }
      return try ManifestChoice.choose(among: Array(files.keys), in: path, current: current)
    }
    let regular57 = "// swift-tools-version: 5.7\n"
    XCTAssertEqual(try choose(["Package.swift": regular57]), "Package.swift")
    XCTAssertEqual(
      try choose(["Package.swift": regular57, "Package@swift-5.9.swift": "// swift-tools-version: 5.9\n"]),
      "Package@swift-5.9.swift")
    XCTAssertEqual(
      try choose([
        "Package.swift": "// swift-tools-version: 6.0\n", "Package@swift-5.9.swift": "// swift-tools-version: 5.9\n",
      ]),
      "Package.swift")
    XCTAssertEqual(
      try choose([
        "Package.swift": "// swift-tools-version: 6.0\n", "Package@swift-6.3.swift": "// swift-tools-version: 5.9\n",
      ]),
      "Package@swift-6.3.swift", "the toolchain's own major.minor wins outright")
    XCTAssertEqual(
      try choose(["Package.swift": regular57, "Package@swift-7.swift": "// swift-tools-version: 7.0\n"]),
      "Package.swift", "a manifest for a later Swift is not a candidate")
    XCTAssertThrowsError(try choose(["Package.swift": regular57, "Package@swift-5.9.swift": "x"], current: nil)) {
      XCTAssertEqual(($0 as? ManifestFallback)?.needsToolchainVersion, true)
    }
  }

  func testConditions() {
    func value(_ text: String, tools: ToolsVersion = ToolsVersion(6, 0), toolchain: ToolsVersion? = ToolsVersion(6, 3))
      -> Bool?
    {
      var conditions = ManifestConditions(toolsVersion: tools, toolchain: toolchain)
      let source = Parser.parse(source: "#if \(text)\n#endif\n")
      let block = source.statements.first?.item.as(IfConfigDeclSyntax.self)
      return block?.clauses.first?.condition.flatMap { conditions.value(of: $0) }
    }
    let linux = ManifestConditions.hostOS == "Linux"
    XCTAssertEqual(value("os(Linux)"), linux)
    XCTAssertEqual(value("!os(Linux) || canImport(Foundation)"), true)
    XCTAssertEqual(value("canImport(Darwin) && DEBUG"), linux ? false : nil, "false && unknown is false")
    XCTAssertNil(value("DEBUG || false"))
    XCTAssertEqual(value("compiler(>=6.0)", toolchain: nil), true)
    XCTAssertNil(value("compiler(>=6.3)", toolchain: nil))
    XCTAssertEqual(value("compiler(>=6.4)"), false)
    XCTAssertEqual(value("swift(>=5.9)", tools: ToolsVersion(5, 9)), true)
    XCTAssertEqual(value("swift(<6.0)", tools: ToolsVersion(5, 9)), true)
    XCTAssertEqual(value("swift(>=6.0)", tools: ToolsVersion(6, 0)), true)
    XCTAssertNil(value("hasFeature(Embedded)"))
    XCTAssertNil(value("canImport(SomethingElse)"))
  }
}

/// A manifest that reads the environment is read with the environment the reader is given (the run's own, which
/// `swift package describe` would inherit).
final class ManifestEnvironmentReadingTests: XCTestCase {
  func testEnvironmentDecidesTheTargets() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "P/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(name: "P", targets: [.target(name: "A")])
      if Context.environment["WITH_B"] == "1" {
        package.targets.append(.target(name: "B"))
      }

      """)
    try folder.write("P/Sources/A/A.swift")
    try folder.write("P/Sources/B/B.swift")
    func targets(_ environment: [String: String]) throws -> [String] {
      try StaticPackageReader(environment: environment).read(packageAt: folder.path + "/P").get().targets.map(\.name)
    }
    XCTAssertEqual(try targets([:]), ["A"])
    XCTAssertEqual(try targets(["WITH_B": "1"]), ["B", "A"])
    XCTAssertEqual(try targets(["WITH_B": "0"]), ["A"])
  }
}
