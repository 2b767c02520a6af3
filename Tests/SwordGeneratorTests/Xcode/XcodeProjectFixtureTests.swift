import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `Fixtures/XcodeProject`: an app like rockname/sword's VoiceMemo (an app target and two local packages), read from
/// its hand-written Xcode projects: `Memos.xcodeproj` in Xcode 15's format (groups and file references, one package
/// referenced with "Add Local…", one as a package folder in the file tree), `Memos16.xcodeproj` in Xcode 16's
/// (a synchronized folder with an exception set, both packages referenced, each product naming its package) and
/// `Memos26.xcodeproj` as Xcode 26 writes it (a package added with "Add Local…", whose products name no package, one
/// dragged into the file tree, and Sword's own package referenced by path, `../..`). Each gives the committed
/// `Memos/Sword.generated.swift`, byte for byte the file of the same app written out by hand (`sword-sources.yml`).
/// Set SWORD_RECORD=1 to re-record that file, then review it with `git diff`.
final class XcodeProjectFixtureTests: XCTestCase {
  static let fixture = Repository.fixtures.appendingPathComponent("XcodeProject")
  static let generated = fixture.appendingPathComponent("Memos/Sword.generated.swift")
  static let configs = [".sword.yml", "sword-xcode16.yml", "sword-xcode26.yml", "sword-sources.yml"]

  func testEveryFormOfTheAppGivesTheCommittedFile() async throws {
    let recording = ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1"
    for config in Self.configs {
      let goal: PipelineGoal = recording && config == ".sword.yml" ? .generate : .check
      let report = try await Pipeline.run(fixture: Self.fixture, config: config, goal: goal)
      XCTAssertEqual(report.diagnostics.map(\.rendered), [], config)
      XCTAssertEqual(report.outputPath, Self.generated.path, config)
      XCTAssertEqual(
        report.counts["targets"], 5, "\(config): Memos, and AudioRecorder, Waveform, ComponentApp, MemoStore")
      switch report.outcome {
      case .upToDate, .written: break
      case .stale(let diff):
        XCTFail("\(config) does not give the committed file; SWORD_RECORD=1 re-records it:\n\(diff)")
      case .failed, .reported: XCTFail("\(config): the pipeline failed")
      }
    }
  }

  /// What the Xcode build-tool plugin runs: `sword generate --xcode-project … --xcode-target … --output <work folder>`,
  /// with no `.sword.yml` or with one.
  func testXcodeModeWritesTheSameCodeWhereTheBuildAsks() async throws {
    let folder = try TemporaryFolder(for: self)
    let describer = try PrecomputedDescriber.load(
      file: Self.fixture.appendingPathComponent(FixtureDescriptions.fileName).path)
    let committed = try String(contentsOf: Self.generated, encoding: .utf8)
    for (project, config) in [
      ("Memos16.xcodeproj", nil), ("Memos26.xcodeproj", nil), ("Memos.xcodeproj", ".sword.yml"),
    ] {
      let output = folder.path + "/\(project)/Sword.generated.swift"
      let request = XcodeProjectRequest(
        projectPath: Self.fixture.appendingPathComponent(project).path, target: "Memos", outputPath: output,
        configPath: config.map { Self.fixture.appendingPathComponent($0).path })
      let report = await Pipeline.run(
        .xcodeProject(request, packages: .describer(describer)), goal: .generate,
        options: PipelineOptions(currentDirectory: folder.path))
      XCTAssertEqual(report.diagnostics.map(\.rendered), [], project)
      XCTAssertEqual(report.outcome, .written, project)
      XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), committed, project)
    }
  }

  func testTheProjectsGiveTheAppTargetAsXcodeBuildsIt() throws {
    let memos = Self.fixture.appendingPathComponent("Memos").path
    let expected = [
      "\(memos)/MemoListViewModel.swift", "\(memos)/MemosApp.swift", "\(memos)/Recording/RecordingViewModel.swift",
    ]
    for config in [".sword.yml", "sword-xcode16.yml", "sword-xcode26.yml"] {
      let configuration = try ConfigLoader.load(file: Self.fixture.appendingPathComponent(config).path)
      guard case .xcodeProject(let root) = configuration.root else { return XCTFail("\(config): not an Xcode root") }
      // The generated file is a source of both (a file reference, or a file of the synchronized folder) until the
      // workspace leaves it out; DebugMenu.swift is in neither (the Xcode 16 project's exception set).
      XCTAssertEqual(root.app.sourceFiles, (expected + [Self.generated.path]).sorted(), config)
      XCTAssertEqual(XcodeProjectTargets.rootTarget(of: root).sourceFiles, expected, config)
      XCTAssertEqual(root.app.moduleName, "Memos", config)
      XCTAssertTrue(root.app.isMainActorByDefault, config)
      XCTAssertEqual(root.app.directory, memos, config)
      XCTAssertEqual(root.outputPath, Self.generated.path, config)
      XCTAssertEqual(
        root.app.compilationConditions, ["Debug": ["MEMOS_MOCKS", "DEBUG"], "Release": []], config)
      XCTAssertEqual(
        root.products.map(\.name), ["Recorder", "ComponentApp", "MemoStore"], "\(config): Sword's product left out")
      XCTAssertEqual(
        root.packages.map { Paths.relative($0.path, to: Self.fixture.path) }.filter { $0 != Repository.root.path },
        ["Packages/AppShell", "Packages/Recorder"],
        "\(config): and Sword's own package for Memos26")
    }
  }

  /// The committed file, with the app's and the packages' sources, compiles in each build configuration of the
  /// project: Debug with `MEMOS_MOCKS` and `DEBUG`, Release with neither; the app target main-actor by default.
  func testTheCommittedFileCompilesInEachBuildConfiguration() throws {
    try TypeCheck.requireBuild()
    let configuration = try ConfigLoader.load(file: Self.fixture.appendingPathComponent(".sword.yml").path)
    guard case .xcodeProject(let root) = configuration.root else { return XCTFail("not an Xcode root") }
    let packages = Self.fixture.appendingPathComponent("Packages").path
    func sources(_ folder: String) throws -> [MarkedSource] {
      try XcodeSynchronizedFolder.list(folder)!.map {
        MarkedSource(try String(contentsOfFile: Paths.join(folder, $0), encoding: .utf8), path: Paths.join(folder, $0))
      }
    }
    var fixture = GraphFixture([:], rootModule: "Memos")
    fixture.sources["ComponentApp"] = try sources(packages + "/AppShell/Sources/ComponentApp")
    fixture.sources["MemoStore"] = try sources(packages + "/AppShell/Sources/MemoStore")
    fixture.sources["Waveform"] = try sources(packages + "/Recorder/Sources/Waveform")
    fixture.sources["AudioRecorder"] = try sources(packages + "/Recorder/Sources/AudioRecorder")
    fixture.sources["Memos"] = try XcodeProjectTargets.rootTarget(of: root).sourceFiles.map {
      MarkedSource(try String(contentsOfFile: $0, encoding: .utf8), path: $0)
    }
    let generated = try String(contentsOf: Self.generated, encoding: .utf8)
    for (name, conditions) in root.app.compilationConditions.sorted(by: { $0.key < $1.key }) {
      let result = try TypeCheck.run(
        fixture, generated: generated, order: ["ComponentApp", "MemoStore", "Waveform", "AudioRecorder"],
        flags: conditions.map { "-D\($0)" }, moduleFlags: ["Memos": ["-default-isolation", "MainActor"]], debug: false)
      XCTAssertEqual(result.status, 0, "\(name) (\(conditions)):\n\(result.output)")
    }
  }
}

/// `sword init` beside an Xcode project: the project form of `root`, which generates as `.sword.yml` does.
final class XcodeInitTests: XCTestCase {
  func testInitNamesTheProjectsAppTargetAndTheConfigurationGenerates() async throws {
    let folder = try TemporaryFolder(for: self)
    let copy = folder.path + "/Memos"
    try FileManager.default.copyItem(atPath: XcodeProjectFixtureTests.fixture.path, toPath: copy)
    for extra in [
      ".sword.yml", "sword-xcode16.yml", "sword-xcode26.yml", "sword-sources.yml", "Memos16.xcodeproj",
      "Memos26.xcodeproj",
    ] {
      try FileManager.default.removeItem(atPath: copy + "/" + extra)
    }
    let file = try await ConfigInitializer(reader: CannedInitPackageReader(packages: [:]))
      .write(rootPath: copy, rootTarget: nil)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let entries = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
    XCTAssertEqual(
      entries,
      [
        "local_packages: []", "root:", "  xcode_project: \"Memos.xcodeproj\"", "  target: \"Memos\"",
        "  output: \"Memos/Sword.generated.swift\"",
      ])
    XCTAssertTrue(text.contains("# The project references: Packages/AppShell, Packages/Recorder.\n"), text)
    let describer = try PrecomputedDescriber.load(
      file: XcodeProjectFixtureTests.fixture.appendingPathComponent(FixtureDescriptions.fileName).path)
    let report = await Pipeline.run(
      config: file, goal: .check,
      describer: PrecomputedDescriber(
        packages: describer.packages.reduce(into: [:]) { moved, entry in
          moved[entry.key.replacingOccurrences(of: XcodeProjectFixtureTests.fixture.path, with: copy)] = entry.value
        }, file: describer.file))
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.outcome, .upToDate, "the copied committed file is what the written configuration gives")
  }

  func testInitAmongSeveralProjectsOrAppTargetsAsksWhichOne() async throws {
    do {
      _ = try await ConfigInitializer(reader: CannedInitPackageReader(packages: [:]))
        .plan(rootPath: XcodeProjectFixtureTests.fixture.path, rootTarget: nil)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.initNoRoot])
      XCTAssertTrue(
        error.diagnostics.first?.message.contains(
          "3 Xcode projects (Memos.xcodeproj, Memos16.xcodeproj, Memos26.xcodeproj)") == true,
        error.diagnostics.first?.message ?? "")
    }
    let folder = try TemporaryFolder(for: self)
    var project = PBXTestProject()
    project.target("T", name: "Phone")
    project.target("W", name: "Watch")
    try project.write(into: folder)
    do {
      _ = try await ConfigInitializer(reader: CannedInitPackageReader(packages: [:])).plan(
        rootPath: folder.path, rootTarget: nil)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(
        error.diagnostics.map(\.rendered),
        [
          "sword: error: [Sword/InitNoRoot] Xcode project 'App.xcodeproj' has 2 application targets; name the target "
            + "that receives the generated code with `sword init --target NAME`\n    its targets: Phone, Watch"
        ])
    }
    let plan = try await ConfigInitializer(reader: CannedInitPackageReader(packages: [:]))
      .plan(rootPath: folder.path, rootTarget: "Watch")
    XCTAssertEqual(plan.xcode?.project, "App.xcodeproj")
    XCTAssertEqual(plan.otherExecutables, ["Phone"])
    XCTAssertTrue(InitTemplate.render(plan).contains("  # The other application targets: Phone.\n"))
  }

  /// An `.xcodeproj` beside a `Package.swift` that declares no target (one kept for scripts or plugins): the app is
  /// the project's. The packages it references are named from the folder of `.sword.yml`, never absolutely.
  func testInitBesideAPackageWithoutTargetsTakesTheXcodeProject() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Packages/Core/Package.swift", "// swift-tools-version: 6.0\n")
    var project = PBXTestProject()
    project.packageReferences = ["LR"]
    project.add("LR = { isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Core; };")
    project.target("T", name: "Shop")
    try project.write(into: folder, name: "Shop/Shop.xcodeproj")
    try folder.write("Shop/Package.swift", "// swift-tools-version: 6.0\n")
    let shop = folder.path + "/Shop"
    let reader = CannedInitPackageReader(packages: [
      shop: CannedInitPackageReader.package("Tools", at: shop, targets: [])
    ])
    let plan = try await ConfigInitializer(reader: reader).plan(rootPath: shop, rootTarget: nil)
    XCTAssertEqual(plan.xcode?.project, "Shop.xcodeproj")
    XCTAssertEqual(plan.rootTarget, "Shop")
    XCTAssertEqual(plan.xcode?.packages, ["../Packages/Core"])
    let text = InitTemplate.render(plan)
    XCTAssertTrue(text.contains("# The project references: ../Packages/Core.\n"), text)
    XCTAssertFalse(text.contains(folder.path), text)

    try FileManager.default.removeItem(atPath: shop + "/Shop.xcodeproj")
    do {
      _ = try await ConfigInitializer(reader: reader).plan(rootPath: shop, rootTarget: nil)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(
        error.diagnostics.map(\.rendered),
        [
          "sword: error: [Sword/InitNoRoot] package 'Tools' has no Swift library or executable target; run "
            + "`sword init` in the root package of the monorepo, or in the folder of the app's Xcode project"
        ])
    }
  }
}
