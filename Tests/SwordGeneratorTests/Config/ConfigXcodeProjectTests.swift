import XCTest

@testable import SwordGenerator

/// `root: {xcode_project: …, target: …}`: the Xcode project form of `root`, read when the configuration is.
final class ConfigXcodeProjectTests: XCTestCase {
  private var workspace: ConfigTestWorkspace!

  override func setUpWithError() throws {
    workspace = try ConfigTestWorkspace()
    try workspace.makeFolders("App", "App.xcodeproj", "Plain")
    try workspace.write("App/AppMain.swift", "")
    var project = PBXTestProject()
    project.mainGroupChildren = ["GA"]
    project.add("GA = { isa = PBXGroup; children = (F1); path = App; sourceTree = \"<group>\"; };")
    project.add("F1 = { isa = PBXFileReference; path = AppMain.swift; sourceTree = \"<group>\"; };")
    project.target("T", name: "App", files: ["F1"])
    try workspace.write("App.xcodeproj/project.pbxproj", project.text)
  }

  override func tearDown() {
    workspace.remove()
  }

  private func expect(
    _ yaml: String, _ expected: [(DiagnosticID, String, Int, Int)], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try workspace.expect(yaml, expected, file: file, line: line)
  }

  func testTheProjectGivesTheRootWithItsDefaultOutput() throws {
    let configuration = try workspace.load("root:\n  xcode_project: App.xcodeproj\n  target: App\n")
    guard case .xcodeProject(let root) = configuration.root else { return XCTFail("\(configuration.root)") }
    XCTAssertEqual(root.app.sourceFiles, [workspace.root + "/App/AppMain.swift"])
    XCTAssertEqual(root.outputPath, workspace.root + "/App/Sword.generated.swift")
    XCTAssertEqual(root.location, workspace.at(1, 1))
    let written = try workspace.load("root: {xcode_project: App.xcodeproj, target: App, output: App/Gen/G.swift}\n")
    guard case .xcodeProject(let other) = written.root else { return XCTFail("\(written.root)") }
    XCTAssertEqual(other.outputPath, workspace.root + "/App/Gen/G.swift")
  }

  func testTheProjectFormTakesNoKeyThatTheProjectAnswers() throws {
    try expect(
      "root:\n  xcode_project: App.xcodeproj\n  target: App\n  module: App\n  default_isolation: MainActor\n",
      [
        (
          .configConflictingKeys,
          "'root' with 'xcode_project' takes only 'target', 'output', 'output_files' and 'components': the project "
            + "gives the sources, the module name and the default isolation; remove 'module', 'default_isolation'", 4, 3
        )
      ])
  }

  func testAMissingTargetKeyProjectOrTargetIsReportedWhereItIsWritten() throws {
    try expect(
      "root:\n  xcode_project: App.xcodeproj\n",
      [
        (
          .configMissingKey,
          "'root' with 'xcode_project' is missing 'target' (the app target that receives the generated code)", 1, 1
        )
      ])
    try expect(
      "root:\n  xcode_project: Gone.xcodeproj\n  target: App\n",
      [
        (
          .configMissingPath,
          "'root' xcode_project 'Gone.xcodeproj' does not exist (looked for '\(workspace.root)/Gone.xcodeproj')", 2, 18
        )
      ])
    try expect(
      "root:\n  xcode_project: Plain\n  target: App\n",
      [(.configInvalidValue, "'xcode_project' must name a .xcodeproj folder, found 'Plain'", 2, 18)])
    let diagnostics = try workspace.diagnostics("root:\n  xcode_project: App.xcodeproj\n  target: Ap\n")
    XCTAssertEqual(diagnostics.map(\.id), [.unknownTarget])
    XCTAssertEqual(diagnostics.map(\.location), [workspace.at(3, 11)])
  }

  func testAGeneratedFileOutsideTheWorkspaceIsRefused() throws {
    try workspace.makeFolders(workspace.base + "/Outside")
    try workspace.write("App/Link.swift", "")
    var project = PBXTestProject()
    project.add(
      "F1 = { isa = PBXFileReference; path = \(workspace.base)/Outside/Main.swift; sourceTree = \"<absolute>\"; };")
    project.target("T", name: "Out", files: ["F1"])
    try FileManager.default.createDirectory(
      atPath: workspace.root + "/Out.xcodeproj", withIntermediateDirectories: true)
    try workspace.write("Out.xcodeproj/project.pbxproj", project.text)
    try Data().write(to: URL(fileURLWithPath: workspace.base + "/Outside/Main.swift"))
    try expect(
      "root:\n  xcode_project: Out.xcodeproj\n  target: Out\n",
      [
        (
          .configPathOutsideWorkspace,
          "the generated file '\(workspace.base)/Outside/Sword.generated.swift' (the app target's folder) is outside the "
            + "workspace folder '\(workspace.root)'; write 'output:' inside it", 1, 1
        )
      ])
  }
}
