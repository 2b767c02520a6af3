import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// Build-system mode: `sword index` per target, then `sword generate --index` (or `--modules`), with no `.sword.yml`
/// and no SwiftPM.
final class BuildSystemModeTests: XCTestCase {
  static let monorepo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Monorepo").path

  /// The fixture's modules and their files, as its manifests define them (`Unused.swift` is excluded there).
  static let monorepoModules: [(module: String, files: [String])] = [
    ("App", ["Sources/App/main.swift"]),
    (
      "Components",
      ["Packages/Core/Sources/Components/AppComponent.swift", "Packages/Core/Sources/Components/LoginComponent.swift"]
    ),
    (
      "Login",
      ["Packages/Features/Sources/Login/LoginAnalytics.swift", "Packages/Features/Sources/Login/LoginViewModel.swift"]
    ),
    (
      "Networking",
      [
        "Packages/Core/Sources/Networking/APIClient.swift", "Packages/Core/Sources/Networking/Analytics.swift",
        "Packages/Core/Sources/Networking/NetworkingModule.swift",
      ]
    ),
    (
      "Profile",
      [
        "Packages/Features/ProfileFeature/Sources/ProfileCoordinator.swift",
        "Packages/Features/ProfileFeature/Sources/ProfilePresenter.swift",
        "Packages/Features/ProfileFeature/Sources/UserDetailViewModel.swift",
      ]
    ),
    (
      "Storage",
      [
        "Packages/Core/Sources/Storage/Database.swift", "Packages/Core/Sources/Storage/ImageLoader.swift",
        "Packages/Core/Sources/Storage/UserRepository.swift",
        "Packages/Core/Sources/Storage/Wiring.swift",
      ]
    ),
  ]

  private func absolute(_ files: [String]) -> [String] { files.map { Self.monorepo + "/" + $0 } }

  func testIndexFilesOfTheFixtureGiveExactlyTheCommittedGeneratedFile() async throws {
    let folder = try TemporaryFolder(for: self)
    var indexFiles: [String] = []
    for (module, files) in Self.monorepoModules {
      let output = folder.path + "/index/\(module).swordindex"
      try IndexFile.write(
        moduleName: module, files: absolute(files), to: output,
        currentDirectory: FileManager.default.currentDirectoryPath)
      indexFiles.append(output)
    }
    let output = folder.path + "/out/Sword.generated.swift"
    // The fixture's .sword.yml says `test_overrides: true` and `components: [AppComponent]`.
    let report = await Pipeline.run(
      BuildSystemRequest(
        indexFiles: indexFiles.reversed(), rootModule: "App", outputPath: output, testOverrides: true,
        rootComponents: ["AppComponent"]))
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.outcome, .written)
    let committed = try String(contentsOfFile: Self.monorepo + "/Sources/App/Sword.generated.swift", encoding: .utf8)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), committed)

    let check = await Pipeline.run(
      BuildSystemRequest(
        indexFiles: indexFiles, rootModule: "App", outputPath: Self.monorepo + "/Sources/App/Sword.generated.swift",
        testOverrides: true, rootComponents: ["AppComponent"]),
      goal: .check)
    XCTAssertEqual(check.outcome, .upToDate)
  }

  func testAModuleListGivesTheSameFileAsIndexFiles() async throws {
    let folder = try TemporaryFolder(for: self)
    let list = ModuleList(modules: Self.monorepoModules.map { .init(module: $0.module, sources: absolute($0.files)) })
    try folder.write("modules.json", String(decoding: try JSONEncoder().encode(list), as: UTF8.self))
    let output = folder.path + "/Sword.generated.swift"
    let report = await Pipeline.run(
      BuildSystemRequest(
        indexFiles: [], moduleLists: [folder.path + "/modules.json"], rootModule: "App", outputPath: output,
        testOverrides: true, rootComponents: ["AppComponent"]))
    XCTAssertEqual(report.outcome, .written, report.diagnostics.map(\.rendered).joined(separator: "\n"))
    let committed = try String(contentsOfFile: Self.monorepo + "/Sources/App/Sword.generated.swift", encoding: .utf8)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), committed)
  }

  func testDefaultIsolationComesFromTheModuleListOrTheCommandLine() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "Core/Clock.swift",
      """
      import Sword
      @Component public final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self)
      public final class Clock { @Injected public init() {} }
      """)
    try folder.write("App/main.swift", "import Core\n")
    func generated(isolation: String?, flag: Set<String>) async throws -> String {
      let list = ModuleList(modules: [
        .init(module: "Core", sources: [folder.path + "/Core/Clock.swift"], defaultIsolation: isolation),
        .init(module: "App", sources: [folder.path + "/App/main.swift"]),
      ])
      try folder.write("modules.json", String(decoding: try JSONEncoder().encode(list), as: UTF8.self))
      let output = folder.path + "/Sword.generated.swift"
      let report = await Pipeline.run(
        BuildSystemRequest(
          indexFiles: [], moduleLists: [folder.path + "/modules.json"], rootModule: "App", outputPath: output,
          mainActorModules: flag))
      XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }, [])
      return try String(contentsOfFile: output, encoding: .utf8)
    }
    let plain = try await generated(isolation: nil, flag: [])
    let listed = try await generated(isolation: "MainActor", flag: [])
    let flagged = try await generated(isolation: nil, flag: ["Core"])
    XCTAssertFalse(plain.contains("@MainActor"), plain)
    XCTAssertTrue(listed.contains("@MainActor\n  var clock: Clock"), listed)
    XCTAssertTrue(flagged.contains("@MainActor\n  var clock: Clock"), flagged)
  }

  func testIndexFileBytesDoNotDependOnFileOrderAndKeepPathsAsGiven() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "Sources/B.swift",
      "@Dependency(registeredTo: AppComponent.self)\npublic struct B {\n  @Injected public init() {}\n}\n")
    try folder.write("Sources/A.swift", "@Component\npublic final class AppComponent {}\n")
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

    try IndexFile.write(
      moduleName: "Core", files: ["Sources/A.swift", "Sources/B.swift"], to: "one.swordindex",
      currentDirectory: FileManager.default.currentDirectoryPath)
    try IndexFile.write(
      moduleName: "Core", files: ["Sources/B.swift", "Sources/A.swift"], to: "two.swordindex",
      currentDirectory: FileManager.default.currentDirectoryPath)
    let one = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/one.swordindex"))
    XCTAssertEqual(one, try Data(contentsOf: URL(fileURLWithPath: folder.path + "/two.swordindex")))
    XCTAssertTrue(one.starts(with: Data("SWORDIDX".utf8)), "the header names the format")
    XCTAssertNotNil(one.range(of: Data("Sources/B.swift".utf8)), "paths stay as given")
    XCTAssertNil(one.range(of: Data(folder.path.utf8)), "paths stay as given, so the file is the same on any machine")
    let index = try IndexFile.read(folder.path + "/one.swordindex")
    XCTAssertEqual(index, TargetIndexer.index(moduleName: "Core", files: ["Sources/A.swift", "Sources/B.swift"]))

    // Compared by inode and times: a rewrite (a rename over the file) always changes the inode.
    let before = try FileStatus(path: folder.path + "/one.swordindex")
    XCTAssertEqual(
      try IndexFile.write(
        moduleName: "Core", files: ["Sources/A.swift", "Sources/B.swift"], to: "one.swordindex",
        currentDirectory: FileManager.default.currentDirectoryPath), .unchanged)
    let after = try FileStatus(path: folder.path + "/one.swordindex")
    XCTAssertEqual(before, after, "an unchanged index is not rewritten, so build systems see no change")
  }

  func testUnreadableForeignAndDuplicateIndexesAreReportedTogether() async throws {
    let folder = try TemporaryFolder(for: self)
    let here = folder.path
    try folder.write("A.swift", "@Component\npublic final class AppComponent {}\n")
    try IndexFile.write(moduleName: "Core", files: [here + "/A.swift"], to: "core.swordindex", currentDirectory: here)
    try IndexFile.write(moduleName: "Core", files: [here + "/A.swift"], to: "again.swordindex", currentDirectory: here)
    let good = try Data(contentsOf: URL(fileURLWithPath: here + "/core.swordindex"))
    // An index of another format version: the header, then 9 instead of this Sword's number.
    var older = Data("SWORDIDX".utf8)
    older.append(UInt8(TargetIndex.formatVersion == 9 ? 8 : 9))
    try older.write(to: URL(fileURLWithPath: here + "/older.swordindex"))
    try good.prefix(good.count - 3).write(to: URL(fileURLWithPath: here + "/cut.swordindex"))
    try folder.write("old.json", #"{"format_version": 9, "index": {}}"#)
    try folder.write("junk.swordindex", "not an index")
    let names =
      ["core", "again", "older", "cut", "junk"].map { $0 + ".swordindex" } + ["old.json", "missing.swordindex"]
    let report = await Pipeline.run(
      BuildSystemRequest(
        indexFiles: names.map { here + "/" + $0 }, rootModule: "App", outputPath: here + "/G.swift"))
    XCTAssertEqual(report.outcome, .failed)
    let byFile = Dictionary(grouping: report.diagnostics) { $0.location?.file ?? "" }
    XCTAssertEqual(byFile[here + "/again.swordindex"]?.map(\.id), [.duplicateIndex])
    XCTAssertEqual(byFile[here + "/older.swordindex"]?.map(\.id), [.indexVersionMismatch])
    XCTAssertEqual(byFile[here + "/old.json"]?.map(\.id), [.indexVersionMismatch])
    XCTAssertEqual(byFile[here + "/cut.swordindex"]?.map(\.id), [.indexUnreadable])
    XCTAssertEqual(byFile[here + "/junk.swordindex"]?.map(\.id), [.indexUnreadable])
    XCTAssertEqual(byFile[here + "/missing.swordindex"]?.map(\.id), [.indexUnreadable])
    XCTAssertEqual(report.diagnostics.count, 6)
    let messages = report.diagnostics.map(\.message).joined(separator: "\n")
    XCTAssertTrue(messages.contains("module 'Core' is given twice"), messages)
    XCTAssertTrue(
      messages.contains("has index format JSON but this sword reads format \(TargetIndex.formatVersion)"), messages)
    XCTAssertTrue(messages.contains("'\(here)/cut.swordindex': it is cut short or damaged"), messages)
    XCTAssertTrue(
      messages.contains("'\(here)/junk.swordindex' is not an index file written by 'sword index'"), messages)
    XCTAssertTrue(messages.contains("cannot read the index file '\(here)/missing.swordindex'"), messages)
    XCTAssertFalse(FileManager.default.fileExists(atPath: here + "/G.swift"))
  }

  /// Every prefix of an index file and every single-byte change of it is refused with a diagnostic or read as an
  /// index; none crashes the reader.
  func testDamagedIndexFilesAreRefusedNotTrusted() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "A.swift", "@Component\npublic final class AppComponent {\n  @Provider static func f() -> Int { 1 }\n}\n")
    try IndexFile.write(
      moduleName: "Core", files: [folder.path + "/A.swift"], to: "a.swordindex", currentDirectory: folder.path)
    let good = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a.swordindex"))
    let location = SourceLocation(file: "a.swordindex", line: 1, column: 1)
    for length in 0..<good.count {
      XCTAssertThrowsError(try IndexFile.decode(good.prefix(length), path: "a.swordindex", at: location), "\(length)")
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      var damaged = good
      let at = Int.random(in: 0..<damaged.count, using: &generator)
      damaged[at] = UInt8.random(in: 0...255, using: &generator)
      _ = try? IndexFile.decode(damaged, path: "a.swordindex", at: location)
    }
    XCTAssertEqual(try IndexFile.decode(good, path: "a.swordindex", at: location).moduleName, "Core")
  }

  func testGraphErrorsFromIndexesPointAtTheSources() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "A.swift",
      """
      @Component
      public final class AppComponent {}

      @Dependency(registeredTo: AppComponent.self)
      public final class Needy {
        @Injected
        public init(clock: Clock) {}
      }
      """)
    try IndexFile.write(
      moduleName: "App", files: [folder.path + "/A.swift"], to: folder.path + "/app.swordindex",
      currentDirectory: folder.path)
    let report = await Pipeline.run(
      BuildSystemRequest(
        indexFiles: [folder.path + "/app.swordindex"], rootModule: "App", outputPath: folder.path + "/G.swift"))
    XCTAssertEqual(report.outcome, .failed)
    XCTAssertEqual(report.diagnostics.first?.id, .missingBinding)
    XCTAssertEqual(report.diagnostics.first?.location?.file, folder.path + "/A.swift")
  }
}
