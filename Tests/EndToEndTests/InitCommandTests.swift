import Foundation
import SwordTestSupport
import XCTest

/// `sword init` then `sword generate` on a new monorepo, with the real binary and SwiftPM; `init` never overwrites.
final class InitCommandTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
  }

  func testInitWritesAConfigurationThatGenerateUsesAndRefusesToOverwriteIt() throws {
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
        targets: [.target(name: "Core")]
      )
      """)
    try folder.write(
      "Packages/Core/Sources/Core/Core.swift",
      """
      import Sword

      @Component
      public final class AppComponent {}

      @Dependency(registeredTo: AppComponent.self)
      public final class Greeter {
        @Injected
        public init() {}
      }
      """)
    let root = URL(fileURLWithPath: folder.path)

    let initialize = try TestProcess.run(Repository.sword, ["init"], in: root)
    XCTAssertEqual(initialize.status, 0, initialize.output)
    let written = try String(contentsOf: root.appendingPathComponent(".sword.yml"), encoding: .utf8)
    XCTAssertTrue(written.contains(#"  - path: "Packages/Core"\#n    targets: ["Core"]\#n"#), written)

    let generate = try TestProcess.run(Repository.sword, ["generate"], in: root)
    XCTAssertEqual(generate.status, 0, generate.output)
    let generated = try String(
      contentsOf: root.appendingPathComponent("Sources/App/Sword.generated.swift"), encoding: .utf8)
    XCTAssertTrue(generated.contains("var greeter: Greeter"), generated)

    let again = try TestProcess.run(Repository.sword, ["init"], in: root)
    XCTAssertEqual(again.status, 1, again.output)
    XCTAssertTrue(again.output.contains("[Sword/InitConfigExists]"), again.output)
    XCTAssertTrue(again.output.contains(".sword.yml' already exists"), again.output)
    XCTAssertEqual(try String(contentsOf: root.appendingPathComponent(".sword.yml"), encoding: .utf8), written)
  }
}
