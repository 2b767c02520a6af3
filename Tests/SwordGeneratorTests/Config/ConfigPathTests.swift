import Foundation
import XCTest

@testable import SwordGenerator

/// Paths that do not exist, are not folders, or leave the workspace folder.
final class ConfigPathTests: XCTestCase {
  private var workspace: ConfigTestWorkspace!
  private let fix = "move it inside, or set 'allow_outside_workspace: true' in .sword.yml"

  override func setUpWithError() throws {
    workspace = try ConfigTestWorkspace()
    try workspace.makeFolders(workspace.base + "/Outside")
  }

  override func tearDown() {
    workspace.remove()
  }

  private func single(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Diagnostic? {
    let diagnostics = try workspace.diagnostics(yaml, file: file, line: line)
    XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)", file: file, line: line)
    return diagnostics.first
  }

  func testMissingPath() throws {
    let diagnostic = try single("local_packages:\n  - path: Packages/Nope\n    targets: [A]\n")
    XCTAssertEqual(diagnostic?.id, .configMissingPath)
    XCTAssertEqual(diagnostic?.location, workspace.at(2, 11))
    XCTAssertEqual(
      diagnostic?.message,
      "local package path 'Packages/Nope' does not exist (looked for '\(workspace.root)/Packages/Nope')")
  }

  /// A mistyped folder gets the nearest existing one, each wrong component corrected, as a mistyped key does.
  func testAMistypedPathGetsADidYouMean() throws {
    try workspace.makeFolders(workspace.root + "/Packages/Features/Sources")
    try workspace.makeFolders(workspace.root + "/Packages/Core")
    let diagnostic = try single("local_packages:\n  - path: Pakages/Featurs\n    targets: [A]\n")
    XCTAssertEqual(diagnostic?.id, .configMissingPath)
    XCTAssertEqual(
      diagnostic?.message,
      "local package path 'Pakages/Featurs' does not exist (looked for '\(workspace.root)/Pakages/Featurs'); "
        + "did you mean 'Packages/Features'?")
    // Nothing near: no guess.
    let far = try single("local_packages:\n  - path: Packages/Networking\n    targets: [A]\n")
    XCTAssertFalse(far?.message.contains("did you mean") ?? true, far?.message ?? "")
  }

  func testFileIsNotAFolder() throws {
    try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
    let diagnostic = try single("root:\n  path: Package.swift\n")
    XCTAssertEqual(diagnostic?.id, .configMissingPath)
    XCTAssertEqual(diagnostic?.location, workspace.at(2, 9))
    XCTAssertEqual(
      diagnostic?.message, "'root' path 'Package.swift' is a file, not a folder ('\(workspace.root)/Package.swift')")
  }

  func testMissingSourcesFolder() throws {
    let diagnostic = try single("root: {sources: App, module: App, output: App/Sword.generated.swift}\n")
    XCTAssertEqual(diagnostic?.id, .configMissingPath)
    XCTAssertEqual(diagnostic?.location, workspace.at(1, 17))
    XCTAssertEqual(
      diagnostic?.message, "'root' sources folder 'App' does not exist (looked for '\(workspace.root)/App')")
  }

  func testEmptyPathIsInvalid() throws {
    let diagnostic = try single("local_packages: [{path: '', targets: [A]}]\n")
    XCTAssertEqual(diagnostic?.id, .configInvalidValue)
    XCTAssertEqual(diagnostic?.location, workspace.at(1, 25))
    XCTAssertEqual(diagnostic?.message, "local package path is empty; write '.' for the folder of .sword.yml")
  }

  func testDotDotLeavingTheWorkspaceIsRefused() throws {
    let diagnostic = try single("local_packages:\n  - path: ../Outside\n    targets: [A]\n")
    XCTAssertEqual(diagnostic?.id, .configPathOutsideWorkspace)
    XCTAssertEqual(diagnostic?.location, workspace.at(2, 11))
    XCTAssertEqual(
      diagnostic?.message,
      "local package path '../Outside' is outside the workspace folder '\(workspace.root)' "
        + "(it is '\(workspace.base)/Outside'); \(fix)")
  }

  func testDotDotThatComesBackInsideIsFine() throws {
    try workspace.makeFolders("Core")
    let configuration = try workspace.load("local_packages: [{path: ../ws/Core, targets: [A]}]\n")
    XCTAssertEqual(configuration.localPackages.map(\.path), [workspace.root + "/Core"])
  }

  func testAbsolutePathOutsideIsRefused() throws {
    let diagnostic = try single("root:\n  path: \(workspace.base)/Outside\n")
    XCTAssertEqual(diagnostic?.id, .configPathOutsideWorkspace)
    XCTAssertEqual(diagnostic?.location, workspace.at(2, 9))
    XCTAssertEqual(
      diagnostic?.message,
      "'root' path '\(workspace.base)/Outside' is outside the workspace folder '\(workspace.root)' "
        + "(it is '\(workspace.base)/Outside'); \(fix)")
  }

  func testSymbolicLinkOutsideIsRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Linked", withDestinationPath: "../Outside")
    let diagnostic = try single("local_packages:\n  - path: Linked\n    targets: [A]\n")
    XCTAssertEqual(diagnostic?.id, .configPathOutsideWorkspace)
    XCTAssertEqual(diagnostic?.location, workspace.at(2, 11))
    XCTAssertEqual(
      diagnostic?.message,
      "local package path 'Linked' goes through a symbolic link to '\(workspace.base)/Outside', "
        + "outside the workspace folder '\(workspace.root)'; \(fix)")
  }

  func testSymbolicLinkInsideIsFine() throws {
    try workspace.makeFolders("Real")
    try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Alias", withDestinationPath: "Real")
    let configuration = try workspace.load("local_packages: [{path: Alias, targets: [A]}]\n")
    XCTAssertEqual(configuration.localPackages.map(\.path), [workspace.root + "/Alias"])
  }

  func testAllowOutsideWorkspaceAcceptsAllThree() throws {
    try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Linked", withDestinationPath: "../Outside")
    try workspace.makeFolders(workspace.base + "/Other")
    let configuration = try workspace.load(
      """
      allow_outside_workspace: true
      local_packages:
        - {path: ../Outside, targets: [A]}
        - {path: Linked, targets: [B]}
      root:
        path: \(workspace.base)/Other
      """)
    XCTAssertEqual(configuration.localPackages.map(\.path), [workspace.base + "/Outside", workspace.root + "/Linked"])
    XCTAssertEqual(
      configuration.root, .package(path: workspace.base + "/Other", target: nil, output: "Sword.generated.swift"))
  }

  func testMissingPathOutsideReportsBoth() throws {
    let diagnostics = try workspace.diagnostics("local_packages: [{path: ../Gone, targets: [A]}]\n")
    XCTAssertEqual(diagnostics.map(\.id), [.configMissingPath, .configPathOutsideWorkspace])
    XCTAssertEqual(diagnostics.map(\.location), [workspace.at(1, 25), workspace.at(1, 25)])
  }
}
