import XCTest

@testable import SwordGenerator

/// The two forms of `root`, its `output`, `module` and `target`.
final class ConfigRootTests: XCTestCase {
  private var workspace: ConfigTestWorkspace!

  override func setUpWithError() throws {
    workspace = try ConfigTestWorkspace()
    try workspace.makeFolders("App", "MyApp")
  }

  override func tearDown() {
    workspace.remove()
  }

  private func expect(
    _ yaml: String, _ expected: [(DiagnosticID, String, Int, Int)], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let diagnostics = try workspace.diagnostics(yaml, file: file, line: line)
    XCTAssertEqual(diagnostics.map(\.id), expected.map(\.0), file: file, line: line)
    XCTAssertEqual(diagnostics.map(\.message), expected.map(\.1), file: file, line: line)
    XCTAssertEqual(diagnostics.map(\.location), expected.map { workspace.at($0.2, $0.3) }, file: file, line: line)
  }

  func testAbsoluteOutputIsInvalid() throws {
    try expect(
      "root:\n  target: App\n  output: /tmp/Sword.generated.swift\n",
      [
        (
          .configInvalidValue,
          "'output' must be relative to the target's folder, found the absolute path '/tmp/Sword.generated.swift'", 3,
          11
        )
      ])
  }

  func testOutputWithDotDotIsInvalid() throws {
    try expect(
      "root:\n  output: Generated/../../Sword.generated.swift\n",
      [
        (
          .configInvalidValue,
          "'output' must not contain '..', found 'Generated/../../Sword.generated.swift'; it must stay inside the target's folder",
          2, 11
        )
      ])
  }

  func testOutputThatIsNotASwiftFileIsInvalid() throws {
    for (output, column) in [("Sword.generated", 11), ("Generated/", 11), ("'.swift'", 11), ("''", 11)] {
      let shown = output.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      try expect(
        "root:\n  output: \(output)\n",
        [
          (
            .configInvalidValue,
            "'output' must name a .swift file, found '\(shown)'; for example 'Sword.generated.swift'", 2, column
          )
        ])
    }
  }

  func testTheXcodeFormTakesTheAppTargetsDefaultIsolation() throws {
    try workspace.write(
      ".sword.yml",
      "root:\n  sources: MyApp\n  module: MyApp\n  output: MyApp/Sword.generated.swift\n  default_isolation: MainActor\n"
    )
    XCTAssertTrue(try ConfigLoader.load(file: workspace.configFile).rootIsMainActorByDefault)
    try workspace.write(
      ".sword.yml",
      "root:\n  sources: MyApp\n  module: MyApp\n  output: MyApp/Sword.generated.swift\n  default_isolation: nonisolated\n"
    )
    XCTAssertFalse(try ConfigLoader.load(file: workspace.configFile).rootIsMainActorByDefault)
    try expect(
      "root:\n  sources: MyApp\n  module: MyApp\n  output: MyApp/Sword.generated.swift\n  default_isolation: main\n",
      [
        (
          .configInvalidValue,
          "'default_isolation' must be 'MainActor' or 'nonisolated' (the app target's SWIFT_DEFAULT_ACTOR_ISOLATION), found 'main'",
          5, 22
        )
      ])
  }

  func testEmptyTargetIsInvalid() throws {
    try expect(
      "root: {target: ''}\n", [(.configInvalidValue, "'target' is empty; name a target of the root package", 1, 16)])
  }

  func testMixingTheTwoFormsIsAnErrorAtTheLaterForm() throws {
    try expect(
      "root:\n  path: .\n  target: App\n  module: App\n  output: Sword.generated.swift\n",
      [
        (
          .configConflictingKeys,
          "'root' mixes the package form ('path', 'target') with the Xcode form ('module'); use 'path'/'target'/'output' "
            + "for a Swift package target, or 'sources'/'module'/'output' for a folder of app sources", 4, 3
        )
      ])
  }

  func testXcodeFormNeedsAllThreeKeys() throws {
    try expect(
      "root:\n  module: MyApp\n",
      [
        (
          .configMissingKey,
          "'root' with 'sources' and 'module' is missing 'output' (the generated file, relative to .sword.yml)", 2, 3
        ),
        (
          .configMissingKey,
          "'root' with 'sources' and 'module' is missing 'sources' (the folder of the app's sources)", 2, 3
        ),
      ])
  }

  func testXcodeModuleMustBeAnIdentifier() throws {
    try expect(
      "root: {sources: MyApp, module: My-App, output: MyApp/Sword.generated.swift}\n",
      [(.configInvalidValue, "'module' must be a Swift identifier, found 'My-App'", 1, 32)])
    XCTAssertTrue(SwiftIdentifier.isValid("_My_App2"))
    XCTAssertTrue(SwiftIdentifier.isValid("Café"))
    XCTAssertFalse(SwiftIdentifier.isValid("2App"))
    XCTAssertFalse(SwiftIdentifier.isValid(""))
  }

  func testXcodeOutputMustBeInsideSources() throws {
    try expect(
      "root: {sources: MyApp, module: MyApp, output: App/Sword.generated.swift}\n",
      [
        (
          .configInvalidValue,
          "'output' 'App/Sword.generated.swift' is not inside 'sources' ('MyApp'); write 'MyApp/Sword.generated.swift'",
          1, 47
        )
      ])
  }

  func testXcodeOutputIsKeptRelativeToTheWorkspaceFolder() throws {
    let configuration = try workspace.load(
      "root:\n  sources: ./MyApp/\n  module: MyApp\n  output: MyApp/./Gen/Sword.generated.swift\n")
    XCTAssertEqual(
      configuration.root,
      .sources(folder: workspace.root + "/MyApp", module: "MyApp", output: "MyApp/Gen/Sword.generated.swift"))
  }
}
