import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The pipeline with the real `swift package describe`: the second run takes the package's description from the
/// cache, and a file added to a target describes it again (three describes, a few seconds).
final class SwiftPMCacheIntegrationTests: XCTestCase {
  func testDescriptionIsCachedUntilAFileIsAdded() async throws {
    let folder = try TemporaryFolder(for: self)
    let scratch = SwiftPMDescriber.scratchPath(for: folder.path + "/Core")
    let lock = FileManager.default.temporaryDirectory
      .appendingPathComponent(scratch.replacingOccurrences(of: "/", with: "_") + ".lock").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: lock) }
    try folder.write(".sword.yml", """
      local_packages:
        - path: Core
          targets: [Core]
      root:
        sources: App
        module: App
        output: App/Sword.generated.swift

      """)
    try folder.write("Core/Package.swift", """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Core", targets: [.target(name: "Core")])

      """)
    try folder.write("Core/Sources/Core/AppComponent.swift", "import Sword\n@Component\npublic final class AppComponent {}\n")
    try folder.write("App/App.swift", "enum AppMarker {}\n")

    func run() async -> PipelineReport {
      await Pipeline.run(
        .configuration(path: folder.path + "/.sword.yml", packages: .swiftPM), goal: .check,
        options: PipelineOptions(cache: .directory(folder.path + "/cache"), currentDirectory: folder.path))
    }
    let first = await run()
    XCTAssertEqual(first.diagnostics.map(\.rendered), [])
    XCTAssertEqual(first.counts["cached packages"], 0)
    let second = await run()
    XCTAssertEqual(second.counts["cached packages"], 1)
    XCTAssertEqual(second.outcome, first.outcome)

    try folder.write("Core/Sources/Core/Clock.swift", """
      import Sword
      @Dependency(registeredTo: AppComponent.self)
      public final class Clock {
        @Injected public init() {}
      }

      """)
    let third = await run()
    XCTAssertEqual(third.counts["cached packages"], 0)
    guard case .stale(let diff) = third.outcome else { return XCTFail("expected a stale file, got \(third.outcome)") }
    XCTAssertTrue(diff.contains("var clock: Clock"), diff)
  }
}
