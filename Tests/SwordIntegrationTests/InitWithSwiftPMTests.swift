import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `sword init` on real packages, read with `swift package describe`.
final class InitWithSwiftPMTests: XCTestCase {
  func testInitOnARealRootPackageListsItsLocalPackage() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(path: "Packages/Core")],
        targets: [.executableTarget(name: "App", dependencies: [.product(name: "Core", package: "Core")])]
      )
      """)
    try folder.write("Sources/App/main.swift", "import Core\n")
    try folder.write(
      "Packages/Core/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Core",
        products: [.library(name: "Core", targets: ["Core"])],
        targets: [.target(name: "Core"), .target(name: "Core-Extras", dependencies: ["Core"]), .testTarget(name: "CoreTests")]
      )
      """)
    try folder.write("Packages/Core/Sources/Core/Core.swift", "public struct Core {}\n")
    try folder.write("Packages/Core/Sources/Core-Extras/Extras.swift", "import Core\n")
    try folder.write("Packages/Core/Tests/CoreTests/CoreTests.swift", "\n")
    for path in [folder.path, folder.path + "/Packages/Core"] {
      let lock = SwiftPMDescriber.scratchPath(for: path).replacingOccurrences(of: "/", with: "_") + ".lock"
      let lockPath = FileManager.default.temporaryDirectory.appendingPathComponent(lock).path
      addTeardownBlock { try? FileManager.default.removeItem(atPath: lockPath) }
    }

    let file = try await ConfigInitializer(reader: SwiftPMInitPackageReader()).write(
      rootPath: folder.path, rootTarget: nil)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains(#"  - path: "Packages/Core"\#n    targets: ["Core", "Core-Extras"]\#n"#), text)
    XCTAssertTrue(text.contains("  target: \"App\"\n"), text)
    XCTAssertNoThrow(try ConfigLoader.load(file: file, currentDirectory: folder.path))
  }

  /// `Fixtures/OnePackageApp`, a whole app in one package (rockname/sword's SNS layout): real SwiftPM gives the
  /// committed `.sword.yml`, the root target's siblings listed (the fast `OnePackageAppTests` generate and compile it).
  func testInitOnAOnePackageAppListsTheRootTargetsSiblings() async throws {
    let fixture = Repository.fixtures.appendingPathComponent("OnePackageApp")
    let plan = try await ConfigInitializer(reader: SwiftPMInitPackageReader()).plan(
      rootPath: fixture.path, rootTarget: "AppScene")
    XCTAssertEqual(
      InitTemplate.render(plan), try String(contentsOf: fixture.appendingPathComponent(".sword.yml"), encoding: .utf8))
  }
}
