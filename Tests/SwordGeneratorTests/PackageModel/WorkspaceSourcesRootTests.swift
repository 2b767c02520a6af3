import SwordGenerator
import SwordTestSupport
import XCTest

final class WorkspaceSourcesRootTests: XCTestCase {
  func testPlainFolderRootListsItsSwiftFilesButNotHiddenFoldersOrTheOutput() async throws {
    let folder = try TemporaryFolder(for: self)
    for file in [
      "MyApp/AppDelegate.swift", "MyApp/Features/Login/LoginView.swift", "MyApp/Sword.generated.swift",
      "MyApp/Info.plist", "MyApp/.hidden/Secret.swift", "MyApp/.build/checkouts/Dep.swift",
    ] {
      try folder.write(file)
    }
    let configuration = Configuration(
      file: folder.path + "/.sword.yml",
      workspaceRoot: folder.path,
      localPackages: [],
      root: .sources(folder: folder.path + "/MyApp", module: "MyApp", output: "MyApp/Sword.generated.swift"),
      rootLocation: SourceLocation(file: folder.path + "/.sword.yml", line: 1, column: 1)
    )
    let describer = CannedPackageDescriber(packages: [:])
    let workspace = try await WorkspaceLoader(describer: describer).load(configuration)

    let app = folder.path + "/MyApp"
    XCTAssertEqual(
      workspace.root, RootOutput(moduleName: "MyApp", directory: app, outputPath: app + "/Sword.generated.swift"))
    XCTAssertEqual(workspace.targets.count, 1)
    let root = try XCTUnwrap(workspace.rootTarget)
    XCTAssertEqual(root.moduleName, "MyApp")
    XCTAssertEqual(root.sourceFiles, [app + "/AppDelegate.swift", app + "/Features/Login/LoginView.swift"])
    let described = await describer.log.paths
    XCTAssertEqual(described, [], "a plain folder root is never described")
  }

  func testMissingRootFolderIsADiagnostic() async {
    let configuration = WorkspaceTestFixtures.configuration(
      local: [],
      root: .sources(folder: "/nonexistent-\(UUID().uuidString)", module: "App", output: "App/G.swift")
    )
    do {
      _ = try await WorkspaceLoader(describer: CannedPackageDescriber(packages: [:])).load(configuration)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.sourceUnreadable])
      XCTAssertEqual(error.diagnostics.first?.location, WorkspaceTestFixtures.at(10, 1))
    }
  }
}
