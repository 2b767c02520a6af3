import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// What a manifest SwiftPM compiles reads from the environment is part of its description's key, through the
/// whole pipeline with the real `swift package describe`.
final class ManifestEnvironmentIntegrationTests: XCTestCase {
  /// Issue #29: a manifest that reads a variable with unusual spacing (`getenv ("X")`) has a cached description that
  /// follows the variable: a cached `check` sees what a cold one sees. Read statically (#40), and described by
  /// SwiftPM when something else in it (a `struct`) sends it there.
  func testAManifestReadingTheEnvironmentIsDescribedAgainWhenTheVariableChanges() async throws {
    try await assertDescribedAgain(extraDeclaration: "", way: "manifests read statically")
    try await assertDescribedAgain(extraDeclaration: "struct Unread {}\n", way: "described by SwiftPM")
  }

  private func assertDescribedAgain(extraDeclaration: String, way: String) async throws {
    let folder = try TemporaryFolder(for: self)
    _ = swiftPMDescriber(cleaningUpAfter: [folder.path + "/Core"])
    try folder.write(
      ".sword.yml",
      "local_packages: [{path: Core, targets: [Core]}]\nroot: {sources: App, module: App, output: App/Sword.generated.swift}\n"
    )
    try folder.write(
      "Core/Package.swift",
      """
      // swift-tools-version: 6.0
      import Foundation
      import PackageDescription
      // With SWORD_TEST_EXTRA set, the Extra folder is part of the target.
      \(extraDeclaration)let extra = getenv ("SWORD_TEST_EXTRA") != nil
      let package = Package(name: "Core", targets: [.target(name: "Core", exclude: extra ? [] : ["Extra"])])

      """)
    try folder.write(
      "Core/Sources/Core/AppComponent.swift", "import Sword\n@Component\npublic final class AppComponent {}\n")
    try folder.write(
      "Core/Sources/Core/Extra/Clock.swift",
      """
      import Sword
      @Dependency(registeredTo: AppComponent.self)
      public final class Clock {
        @Injected public init() {}
      }

      """)
    try folder.write("App/App.swift", "enum AppMarker {}\n")
    func run(_ goal: PipelineGoal) async -> PipelineReport {
      await Pipeline.run(
        .configuration(path: folder.path + "/.sword.yml", packages: .swiftPM), goal: goal,
        options: PipelineOptions(cache: .directory(folder.path + "/cache"), currentDirectory: folder.path))
    }
    unsetenv("SWORD_TEST_EXTRA")
    let first = await run(.generate)
    XCTAssertEqual(first.diagnostics.map(\.rendered), [])
    XCTAssertEqual(first.counts[way], 1, way)
    let warm = await run(.check)
    XCTAssertEqual(warm.outcome, .upToDate)
    setenv("SWORD_TEST_EXTRA", "1", 1)
    defer { unsetenv("SWORD_TEST_EXTRA") }
    let cached = await run(.check)
    guard case .stale(let diff) = cached.outcome else { return XCTFail("expected stale, got \(cached.outcome)") }
    XCTAssertTrue(diff.contains("var clock: Clock"), diff)
    let again = await run(.check)
    XCTAssertEqual(again.outcome, cached.outcome)
  }
}
