import Foundation
import XCTest

@testable import SwordGenerator

/// `tests:` in `.sword.yml`: test targets of the root package that depend on the root target become indexed
/// targets of the workspace (their generated file left out of their sources); anything else is a located error.
final class TestModulesConfigTests: XCTestCase {
  private typealias F = WorkspaceTestFixtures

  private static let app = DescribedPackage(
    name: "App", path: "/repo",
    targets: [
      DescribedTarget(name: "App", kind: .executable, path: "Sources/App", sources: ["main.swift"]),
      DescribedTarget(
        name: "AppTests", kind: .test, path: "Tests/AppTests",
        sources: ["Fakes.swift", "Sword.tests.generated.swift"], targetDependencies: ["App"]),
      DescribedTarget(name: "ToolTests", kind: .test, path: "Tests/ToolTests", sources: ["T.swift"]),
      DescribedTarget(name: "Support", path: "Sources/Support", sources: ["S.swift"]),
    ])

  private func configuration(_ tests: [String]) -> Configuration {
    var configuration = F.configuration(
      local: [], root: .package(path: "/repo", target: Located("App", at: F.at(2)), output: "Sword.generated.swift"))
    configuration.tests = tests.enumerated().map { Located($0.element, at: F.at(4, 9 + 12 * $0.offset)) }
    return configuration
  }

  private func load(_ tests: [String]) async -> Result<Workspace, DiagnosticsError> {
    do throws(DiagnosticsError) {
      return .success(
        try await WorkspaceLoader(describer: CannedPackageDescriber(packages: ["/repo": Self.app]))
          .load(configuration(tests)))
    } catch {
      return .failure(error)
    }
  }

  func testATestTargetOfTheRootPackageIsIndexedWithoutItsGeneratedFile() async throws {
    let workspace = try await load(["AppTests"]).get()
    let tests = try XCTUnwrap(workspace.targets.first { $0.name == "AppTests" })
    XCTAssertEqual(tests.sourceFiles, ["/repo/Tests/AppTests/Fakes.swift"])
    XCTAssertEqual(tests.testsFile, "/repo/Tests/AppTests/Sword.tests.generated.swift")
    let settings = GraphSettings(configuration(["AppTests"]), workspace: workspace)
    XCTAssertEqual(settings.testModules, ["AppTests"])
  }

  func testEveryTargetThatCannotBeATestModuleIsAnError() async {
    guard case .failure(let error) = await load(["ToolTests", "Support", "AppTest"]) else {
      return XCTFail("expected errors")
    }
    XCTAssertEqual(
      error.diagnostics.sorted().map(\.rendered),
      [
        "/repo/.sword.yml:4:9: error: [Sword/TestTargetWithoutRoot] test target 'ToolTests' does not depend on "
          + "'App', whose bindings its test modules replace; add \"App\" to its dependencies in Package.swift",
        "/repo/.sword.yml:4:21: error: [Sword/UnsupportedTarget] 'Support' is a library target of package 'App'; "
          + "'tests' lists test targets (list other targets under 'local_packages')",
        "/repo/.sword.yml:4:33: error: [Sword/UnknownTarget] package 'App' has no test target named 'AppTest'; did "
          + "you mean 'AppTests'?\n    test targets of 'App': AppTests, ToolTests",
      ])
  }
}
