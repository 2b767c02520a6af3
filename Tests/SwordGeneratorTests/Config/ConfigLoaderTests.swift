import XCTest

@testable import SwordGenerator

/// Configurations that load, and what they load into.
final class ConfigLoaderTests: XCTestCase {
  private var workspace: ConfigTestWorkspace!

  override func setUpWithError() throws {
    workspace = try ConfigTestWorkspace()
  }

  override func tearDown() {
    workspace.remove()
  }

  func testRocknameSwordMinimalConfig() throws {
    try workspace.makeFolders("Packages/Core")
    let configuration = try workspace.load(
      """
      local_packages:
        - path: Packages/Core
          targets: [Networking, Storage]
      """)
    let root = workspace.root
    var expected = Configuration(
      file: root + "/.sword.yml",
      workspaceRoot: root,
      localPackages: [
        .init(
          path: root + "/Packages/Core", location: workspace.at(2, 11),
          targets: [Located("Networking", at: workspace.at(3, 15)), Located("Storage", at: workspace.at(3, 27))])
      ],
      root: .package(path: root, target: nil, output: "Sword.generated.swift"),
      rootLocation: workspace.at(1, 1)
    )
    expected.rootIsDefault = true
    XCTAssertEqual(configuration, expected)
  }

  func testFullConfigStandardizesPaths() throws {
    try workspace.makeFolders("Packages/Core", "Packages/Feature", "App")
    let configuration = try workspace.load(
      """
      # every key
      local_packages:
        - path: Packages/Core/
          targets:
            - Networking
        - path: ./Packages/Other/../Feature
          targets: ["Login"]
      root:
        path: App
        target: App
        output: ./Generated//Sword.generated.swift
      allow_outside_workspace: no
      """)
    let root = workspace.root
    XCTAssertEqual(configuration.localPackages.map(\.path), [root + "/Packages/Core", root + "/Packages/Feature"])
    XCTAssertEqual(configuration.localPackages.map(\.location), [workspace.at(3, 11), workspace.at(6, 11)])
    XCTAssertEqual(configuration.localPackages[0].targets, [Located("Networking", at: workspace.at(5, 9))])
    XCTAssertEqual(configuration.localPackages[1].targets, [Located("Login", at: workspace.at(7, 15))])
    XCTAssertEqual(
      configuration.root,
      .package(
        path: root + "/App", target: Located("App", at: workspace.at(10, 11)), output: "Generated/Sword.generated.swift"
      ))
    XCTAssertEqual(configuration.rootLocation, workspace.at(8, 1))
  }

  func testXcodeRootForm() throws {
    try workspace.makeFolders("MyApp", "Packages/Core")
    let configuration = try workspace.load(
      """
      local_packages:
        - {path: Packages/Core, targets: [Core]}
      root: {sources: MyApp, module: MyApp, output: MyApp/Sword.generated.swift}
      """)
    XCTAssertEqual(
      configuration.root,
      .sources(folder: workspace.root + "/MyApp", module: "MyApp", output: "MyApp/Sword.generated.swift"))
    XCTAssertEqual(configuration.rootLocation, workspace.at(3, 1))
  }

  func testRootWithOnlyATargetDefaultsPathAndOutput() throws {
    let configuration = try workspace.load("local_packages: []\nroot:\n  target: App\n")
    XCTAssertEqual(configuration.localPackages, [])
    XCTAssertEqual(
      configuration.root,
      .package(path: workspace.root, target: Located("App", at: workspace.at(3, 11)), output: "Sword.generated.swift"))
  }

  func testOptionalKeysWithNoValueAreLeftOut() throws {
    let configuration = try workspace.load("local_packages:\nroot:\nallow_outside_workspace:\n")
    XCTAssertEqual(configuration.localPackages, [])
    XCTAssertEqual(configuration.root, .package(path: workspace.root, target: nil, output: "Sword.generated.swift"))
    XCTAssertEqual(configuration.rootLocation, workspace.at(2, 1))
  }

  func testRelativeConfigFileResolvesAgainstTheCurrentDirectory() throws {
    try workspace.makeFolders("Core")
    try workspace.write(".sword.yml", "local_packages: [{path: Core, targets: [Core]}]\n")
    let configuration = try ConfigLoader.load(file: "ws/x/../.sword.yml", currentDirectory: workspace.base)
    XCTAssertEqual(configuration.file, workspace.root + "/.sword.yml")
    XCTAssertEqual(configuration.workspaceRoot, workspace.root)
    XCTAssertEqual(configuration.localPackages.map(\.path), [workspace.root + "/Core"])
  }

  func testAbsolutePathInsideTheWorkspaceIsAccepted() throws {
    try workspace.makeFolders("Core")
    let configuration = try workspace.load("local_packages: [{path: '\(workspace.root)/Core', targets: [Core]}]\n")
    XCTAssertEqual(configuration.localPackages.map(\.path), [workspace.root + "/Core"])
  }

  func testYAML11BooleansAreAccepted() throws {
    try workspace.makeFolders(workspace.base + "/Outside")
    for spelling in ["true", "yes", "Yes", "TRUE"] {
      let configuration = try workspace.load(
        "allow_outside_workspace: \(spelling)\nlocal_packages: [{path: ../Outside, targets: [A]}]\n")
      XCTAssertEqual(configuration.localPackages.map(\.path), [workspace.base + "/Outside"], spelling)
    }
  }
}
