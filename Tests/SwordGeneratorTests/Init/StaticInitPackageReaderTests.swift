import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `sword init` reads declarative manifests statically, as `sword generate` does, and leaves the rest to SwiftPM.
final class StaticInitPackageReaderTests: XCTestCase {
  /// /repo (App, depending on Packages/Core and Packages/Features by path) and its two packages.
  private func monorepo(_ folder: TemporaryFolder, featuresManifest: String? = nil) throws -> String {
    try folder.write(
      "repo/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(path: "Packages/Core"), .package(path: "./Packages/Features/")],
        targets: [
          .executableTarget(
            name: "App",
            dependencies: [.product(name: "Core", package: "Core"), .product(name: "Login", package: "Features")])
        ]
      )

      """)
    try folder.write("repo/Sources/App/main.swift", "print(1)\n")
    try folder.write(
      "repo/Packages/Core/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])

      """)
    try folder.write("repo/Packages/Core/Sources/Core/Core.swift", "public struct Core {}\n")
    try folder.write(
      "repo/Packages/Features/Package.swift",
      featuresManifest
        ?? """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Features", products: [.library(name: "Login", targets: ["Login"])],
          dependencies: [.package(path: "../Core")],
          targets: [.target(name: "Login", dependencies: [.product(name: "Core", package: "Core")])])

        """)
    try folder.write("repo/Packages/Features/Sources/Login/Login.swift", "public struct Login {}\n")
    return folder.path + "/repo"
  }

  func testDeclarativeManifestsAreReadWithoutSwiftPM() async throws {
    let folder = try TemporaryFolder(for: self)
    let root = try monorepo(folder)
    // A fallback that knows no package: anything asked of it fails the read.
    let reader = StaticInitPackageReader(fallback: CannedInitPackageReader(packages: [:]))
    let app = try await reader.read(packageAt: root)
    XCTAssertEqual(app.localDependencies, [root + "/Packages/Core", root + "/Packages/Features"])
    XCTAssertEqual(app.executableTargets.map(\.name), ["App"])
    let features = try await reader.read(packageAt: root + "/Packages/Features")
    XCTAssertEqual(features.localDependencies, [root + "/Packages/Core"])
    XCTAssertEqual(features.productNames, ["Login"])
    XCTAssertEqual(features.libraryTargets.map(\.name), ["Login"])

    let plan = try await ConfigInitializer(reader: reader).plan(rootPath: root, rootTarget: nil)
    XCTAssertEqual(
      plan,
      InitPlan(
        rootTarget: "App",
        packages: [
          .init(path: "Packages/Core", targets: ["Core"]), .init(path: "Packages/Features", targets: ["Login"]),
        ]
      ))
  }

  func testAManifestTheStaticReaderLeavesGoesToTheFallback() async throws {
    let folder = try TemporaryFolder(for: self)
    let root = try monorepo(
      folder,
      featuresManifest: """
        // swift-tools-version: 6.0
        import PackageDescription

        struct Names { static let package = "Features" }
        let package = Package(name: Names.package, targets: [.target(name: "Login")])

        """)
    let canned = CannedInitPackageReader.package(
      "Features", at: root + "/Packages/Features", targets: [("Login", .library), ("Extra", .library)])
    let reader = StaticInitPackageReader(
      fallback: CannedInitPackageReader(packages: [root + "/Packages/Features": canned]))
    let features = try await reader.read(packageAt: root + "/Packages/Features")
    XCTAssertEqual(features, canned)
    let core = try await reader.read(packageAt: root + "/Packages/Core")
    XCTAssertEqual(core.libraryTargets.map(\.name), ["Core"])
  }
}
