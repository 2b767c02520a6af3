import XCTest

@testable import SwordGenerator

/// Unknown keys, wrong types, missing keys and duplicates, each with its id, message and exact location.
final class ConfigKeyTests: XCTestCase {
  private var workspace: ConfigTestWorkspace!

  override func setUpWithError() throws {
    workspace = try ConfigTestWorkspace()
    try workspace.makeFolders("Packages/Core")
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

  func testUnknownKeyRendersWithSuggestion() throws {
    let diagnostics = try workspace.diagnostics(
      """
      local_packages:
        - path: Packages/Core
          taregts: [Networking]
      """)
    XCTAssertEqual(
      diagnostics.map(\.rendered),
      [
        workspace.root + "/.sword.yml:2:5: error: [Sword/ConfigMissingKey] 'local_packages' entry is missing "
          + "'targets' (the package's targets to index)",
        workspace.root + "/.sword.yml:3:5: error: [Sword/ConfigUnknownKey] unknown key 'taregts' in a "
          + "'local_packages' entry; did you mean 'targets'?",
      ])
  }

  func testUnknownTopLevelKeys() throws {
    try expect(
      "local_pakages: []\nallowOutsideWorkspace: true\nverbose: true\n",
      [
        (.configUnknownKey, "unknown key 'local_pakages' at the top level; did you mean 'local_packages'?", 1, 1),
        (
          .configUnknownKey,
          "unknown key 'allowOutsideWorkspace' at the top level; did you mean 'allow_outside_workspace'?", 2, 1
        ),
        (
          .configUnknownKey,
          "unknown key 'verbose' at the top level; known keys: 'local_packages', 'root', 'allow_outside_workspace', 'test_overrides',"
            + " 'tests'",
          3, 1
        ),
      ])
  }

  func testUnknownRootKey() throws {
    try expect(
      "root:\n  targte: App\n", [(.configUnknownKey, "unknown key 'targte' in 'root'; did you mean 'target'?", 2, 3)])
  }

  func testScalarWhereAListIsExpected() throws {
    try expect(
      "local_packages: Packages/Core\n",
      [
        (
          .configWrongType,
          "'local_packages' must be a list of packages, each with 'path' and 'targets', found 'Packages/Core'", 1, 17
        )
      ])
  }

  func testScalarTargetsIsAWrongType() throws {
    try expect(
      "local_packages:\n  - path: Packages/Core\n    targets: Networking\n",
      [
        (
          .configWrongType,
          "'targets' must be a list of target names, found 'Networking'; write 'targets: [Networking]'", 3, 14
        )
      ])
  }

  func testWrongTypesInsideLists() throws {
    try expect(
      "local_packages:\n  - Packages/Core\n  - path: Packages/Core\n    targets: [[A], {b: c}, ~]\n",
      [
        (
          .configWrongType,
          "each entry of 'local_packages' must be a mapping with 'path' and 'targets', found 'Packages/Core'; "
            + "write '- path: <folder>' and, under it, 'targets: [<names>]'", 2, 5
        ),
        (.configWrongType, "'targets' must be a list of target names, found a list", 4, 15),
        (.configWrongType, "'targets' must be a list of target names, found a mapping", 4, 20),
        (.configWrongType, "'targets' must be a list of target names, found no value", 4, 28),
      ])
  }

  func testWrongTypesForRootBooleanAndTopLevel() throws {
    try expect(
      "root: App\nallow_outside_workspace: maybe\n",
      [
        (
          .configWrongType,
          "'root' must be a mapping with 'path', 'target' and 'output' (or 'sources', 'module' and 'output'), found 'App'",
          1, 7
        ),
        (
          .configWrongType,
          "'allow_outside_workspace' must be true or false (yes or no also work, unquoted), found 'maybe'", 2, 26
        ),
      ])
    try expect(
      "allow_outside_workspace: \"true\"\n",
      [
        (
          .configWrongType,
          "'allow_outside_workspace' must be true or false (yes or no also work, unquoted), found 'true'", 1, 26
        )
      ])
    try expect(
      "- a\n- b\n", [(.configWrongType, "expected a mapping of settings at the top level, found a list", 1, 1)])
    try expect("[a]: b\n", [(.configWrongType, "expected a key name at the top level, found a list", 1, 1)])
  }

  func testMissingRequiredKeysAreLocatedAtTheMapping() throws {
    try expect(
      "local_packages:\n  - targets: [A]\n  - path: Packages/Core\n",
      [
        (
          .configMissingKey, "'local_packages' entry is missing 'path' (the package folder, relative to .sword.yml)", 2,
          5
        ),
        (.configMissingKey, "'local_packages' entry is missing 'targets' (the package's targets to index)", 3, 5),
      ])
  }

  func testEmptyTargetsListIsInvalid() throws {
    try expect(
      "local_packages:\n  - path: Packages/Core\n    targets: []\n",
      [(.configInvalidValue, "'targets' is empty; list at least one target of the package", 3, 14)])
  }

  func testSamePackageTwiceIsAnErrorAtTheSecond() throws {
    let diagnostics = try workspace.diagnostics(
      "local_packages:\n  - {path: Packages/Core, targets: [A]}\n  - {path: ./Packages/Core/, targets: [B]}\n")
    XCTAssertEqual(diagnostics.map(\.id), [.configDuplicateEntry])
    XCTAssertEqual(diagnostics.first?.location, workspace.at(3, 12))
    XCTAssertEqual(
      diagnostics.first?.message,
      "package '\(workspace.root)/Packages/Core' is listed twice; list all its targets in one entry")
    XCTAssertEqual(diagnostics.first?.notes, [Diagnostic.Note("first listed here", at: workspace.at(2, 12))])
  }

  func testSameTargetTwiceIsAnError() throws {
    try expect(
      "local_packages:\n  - path: Packages/Core\n    targets: [A, B, A]\n",
      [(.configDuplicateEntry, "target 'A' is listed twice", 3, 21)])
  }

  func testDuplicateKeyIsReportedThroughTheLoader() throws {
    try expect(
      "root:\n  target: App\n  target: Other\n",
      [(.configDuplicateKey, "duplicate key 'target': it is already set at line 2; keep only one", 3, 3)])
  }

  func testEveryProblemIsReportedInOneRun() throws {
    let diagnostics = try workspace.diagnostics(
      """
      local_packages:
        - path: Missing
          targets: Core
      root:
        sources: App
        output: /abs.swift
      extra: 1
      extra: 2
      """)
    XCTAssertEqual(
      diagnostics.map(\.id),
      [
        .configMissingPath, .configWrongType, .configMissingKey, .configMissingPath, .configInvalidValue,
        .configUnknownKey, .configDuplicateKey,
      ])
    XCTAssertEqual(
      diagnostics.map(\.location),
      [
        workspace.at(2, 11), workspace.at(3, 14), workspace.at(5, 3), workspace.at(5, 12), workspace.at(6, 11),
        workspace.at(7, 1), workspace.at(8, 1),
      ])
  }
}

extension ConfigKeyTests {
  func testRootComponentsAreALocatedListOfNames() throws {
    let configuration = try workspace.load("root:\n  target: App\n  components: [AppComponent, WidgetComponent]\n")
    XCTAssertEqual(
      configuration.rootComponents,
      [Located("AppComponent", at: workspace.at(3, 16)), Located("WidgetComponent", at: workspace.at(3, 30))])
    XCTAssertNil(try workspace.load("root:\n  target: App\n").rootComponents)
  }

  func testRootComponentsMustBeANonEmptyListWithoutRepeats() throws {
    try expect(
      "root:\n  target: App\n  components: []\n",
      [
        (
          .configInvalidValue, "'components' is empty; list the root components to generate here, or leave it out", 3,
          15
        )
      ])
    try expect(
      "root:\n  target: App\n  components: AppComponent\n",
      [
        (
          .configWrongType,
          "'components' must be a list of component names, found 'AppComponent'; write 'components: [AppComponent]'", 3,
          15
        )
      ])
    try expect(
      "root:\n  target: App\n  components: [A, A]\n",
      [(.configDuplicateEntry, "component 'A' is listed twice", 3, 19)])
  }
}

extension ConfigKeyTests {
  func testOutputFilesIsAWholeNumberOfParts() throws {
    XCTAssertEqual(try workspace.load("root:\n  target: App\n  output_files: 8\n").outputFiles, 8)
    XCTAssertEqual(try workspace.load("root:\n  target: App\n").outputFiles, 1)
    let fix = "for example 8 for a graph of a few thousand bindings, or 1 (the default) for one file"
    try expect(
      "root:\n  target: App\n  output_files: 0\n",
      [(.configInvalidValue, "'output_files' must be a whole number from 1 to 64, found '0'; \(fix)", 3, 17)])
    try expect(
      "root:\n  target: App\n  output_files: many\n",
      [(.configInvalidValue, "'output_files' must be a whole number from 1 to 64, found 'many'; \(fix)", 3, 17)])
  }
}
