import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `sword init`: the local packages the root depends on by path, their library targets, the root target.
final class ConfigInitializerTests: XCTestCase {
  /// A root package App → Core (→ Utilities, which has no library), Sword itself, and a package outside the root
  /// (`../shared/Kit`).
  private func monorepo(_ folder: TemporaryFolder) throws -> CannedInitPackageReader {
    let root = folder.path + "/repo"
    try folder.write("repo/Package.swift", "// manifest\n")
    for path in ["Packages/Core", "Packages/Utilities", "Packages/Features"] {
      try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
    }
    typealias Reader = CannedInitPackageReader
    return Reader(packages: [
      root: Reader.package(
        "App", at: root, targets: [("App", .executable), ("AppTests", .test)],
        dependencies: [root + "/Packages/Core", "/opt/sword", root + "/Packages/Features", folder.path + "/shared/Kit"]),
      root + "/Packages/Core": Reader.package(
        "Core", at: root + "/Packages/Core",
        targets: [("Storage", .library), ("Networking", .library), ("CoreMacros", .macro), ("CoreTests", .test)],
        dependencies: [root + "/Packages/Utilities", "/opt/sword"]),
      root + "/Packages/Utilities": Reader.package(
        "Utilities", at: root + "/Packages/Utilities", targets: [("tool", .executable)]),
      root + "/Packages/Features": Reader.package(
        "Features", at: root + "/Packages/Features", targets: [("Login", .library)],
        dependencies: [root + "/Packages/Core"]),
      "/opt/sword": Reader.package(
        "Sword", at: "/opt/sword", targets: [("Sword", .library), ("SwordMacros", .macro)],
        products: ["Sword", "sword"]),
      folder.path + "/shared/Kit": Reader.package("Kit", at: folder.path + "/shared/Kit", targets: [("Kit", .library)]),
    ])
  }

  func testListsLocalPackagesTransitivelyWithTheirLibraryTargetsButNotSwordItself() async throws {
    let folder = try TemporaryFolder(for: self)
    let reader = try monorepo(folder)
    let plan = try await ConfigInitializer(reader: reader).plan(rootPath: folder.path + "/repo", rootTarget: nil)
    XCTAssertEqual(
      plan,
      InitPlan(
        rootTarget: "App",
        packages: [
          .init(path: "Packages/Core", targets: ["Networking", "Storage"]),
          .init(path: "Packages/Features", targets: ["Login"]),
          .init(path: "../shared/Kit", targets: ["Kit"], isOutside: true),
        ],
        leftOut: ["Packages/Utilities: no Swift library targets"]))
  }

  /// A reader that runs manifests (as SwiftPM does) for every package but those a static reading could take.
  private final class RecordingReader: InitPackageReading, @unchecked Sendable {
    let canned: CannedInitPackageReader
    let declarative: Set<String>
    private let lock = NSLock()
    private var ran: [String] = []
    var runs: [String] { lock.withLock { ran } }

    init(_ canned: CannedInitPackageReader, declarative: Set<String>) {
      self.canned = canned
      self.declarative = declarative
    }

    func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage {
      lock.withLock { ran.append(path) }
      return try await canned.read(packageAt: path)
    }

    func readWithoutRunningManifest(packageAt path: String) -> InitPackage? {
      declarative.contains(path) ? canned.packages[path] : nil
    }
  }

  /// #41: a package outside the folder `init` runs in is read only without running its manifest; one whose
  /// manifest would have to run is left out, named, and never read.
  func testAPackageOutsideIsNotReadWhenItsManifestWouldRun() async throws {
    let folder = try TemporaryFolder(for: self)
    let reader = RecordingReader(try monorepo(folder), declarative: [])
    let plan = try await ConfigInitializer(reader: reader).plan(rootPath: folder.path + "/repo", rootTarget: nil)
    XCTAssertFalse(reader.runs.contains(folder.path + "/shared/Kit"), "\(reader.runs)")
    XCTAssertFalse(reader.runs.contains("/opt/sword"), "\(reader.runs)")
    XCTAssertEqual(plan.packages.map(\.path), ["Packages/Core", "Packages/Features"])
    XCTAssertTrue(plan.leftOut.contains { $0.hasPrefix("../shared/Kit: outside this folder, and not read") }, "\(plan)")

    let declarative = RecordingReader(try monorepo(folder), declarative: [folder.path + "/shared/Kit"])
    let read = try await ConfigInitializer(reader: declarative).plan(rootPath: folder.path + "/repo", rootTarget: nil)
    XCTAssertEqual(read.packages.last, .init(path: "../shared/Kit", targets: ["Kit"], isOutside: true))
    XCTAssertFalse(declarative.runs.contains(folder.path + "/shared/Kit"))
  }

  func testTheWrittenFileIsCommentedAndLoadsAsAConfiguration() async throws {
    let folder = try TemporaryFolder(for: self)
    let reader = try monorepo(folder)
    try folder.write("repo/Sources/App/main.swift")
    let file = try await ConfigInitializer(reader: reader).write(rootPath: folder.path + "/repo", rootTarget: nil)
    XCTAssertEqual(file, folder.path + "/repo/.sword.yml")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("# .sword.yml, written by `sword init`"), text)
    let entries = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
    XCTAssertEqual(
      entries,
      [
        "local_packages:",
        #"  - path: "Packages/Core""#,
        #"    targets: ["Networking", "Storage"]"#,
        #"  - path: "Packages/Features""#,
        #"    targets: ["Login"]"#,
        "root:",
        "  path: .",
        #"  target: "App""#,
        "  output: Sword.generated.swift",
      ])
    XCTAssertTrue(text.contains(#"\#n  # - path: "../shared/Kit"\#n  #   targets: ["Kit"]\#n"#), text)
    XCTAssertFalse(text.contains(folder.path), "the file names no folder of this machine")
    XCTAssertTrue(text.contains("  # Left out: Packages/Utilities: no Swift library targets\n"), text)

    let configuration = try ConfigLoader.load(file: file)
    XCTAssertEqual(
      configuration.localPackages.map(\.path),
      [folder.path + "/repo/Packages/Core", folder.path + "/repo/Packages/Features"])
    XCTAssertEqual(
      configuration.localPackages.map { $0.targets.map(\.value) }, [["Networking", "Storage"], ["Login"]])
    guard case .package(_, let target, let output) = configuration.root else { return XCTFail("package root expected") }
    XCTAssertEqual(target?.value, "App")
    XCTAssertEqual(output, "Sword.generated.swift")
  }

  func testAnExistingFileIsNeverOverwritten() async throws {
    let folder = try TemporaryFolder(for: self)
    let reader = try monorepo(folder)
    try folder.write("repo/.sword.yml", "# mine\n")
    do {
      _ = try await ConfigInitializer(reader: reader).write(rootPath: folder.path + "/repo", rootTarget: nil)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.initConfigExists])
      XCTAssertTrue(error.diagnostics[0].message.contains("already exists"), error.diagnostics[0].message)
    }
    XCTAssertEqual(try String(contentsOfFile: folder.path + "/repo/.sword.yml", encoding: .utf8), "# mine\n")
  }

  func testTheRootTargetIsTheOnlyExecutableOrTheNamedOne() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Package.swift", "// manifest\n")
    typealias Reader = CannedInitPackageReader
    let reader = Reader(packages: [
      folder.path: Reader.package(
        "Apps", at: folder.path, targets: [("iOSApp", .executable), ("macApp", .executable), ("Shared", .library)])
    ])
    let initializer = ConfigInitializer(reader: reader)
    do {
      _ = try await initializer.plan(rootPath: folder.path, rootTarget: nil)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.initNoRoot])
      XCTAssertTrue(error.diagnostics[0].message.contains("has 2 executable targets"), error.diagnostics[0].message)
      XCTAssertEqual(error.diagnostics[0].detail, ["its targets: Shared, iOSApp, macApp"])
    }
    let plan = try await initializer.plan(rootPath: folder.path, rootTarget: "macApp")
    XCTAssertEqual(plan.rootTarget, "macApp")
    XCTAssertEqual(plan.otherExecutables, ["iOSApp"])
    XCTAssertTrue(InitTemplate.render(plan).contains("  # The other executable targets: iOSApp.\n"))
    do {
      _ = try await initializer.plan(rootPath: folder.path, rootTarget: "watchApp")
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.initNoRoot])
    }
  }

  func testAFolderWithoutAManifestIsRefused() async throws {
    let folder = try TemporaryFolder(for: self)
    do {
      _ = try await ConfigInitializer(reader: CannedInitPackageReader(packages: [:])).write(
        rootPath: folder.path, rootTarget: nil)
      XCTFail("expected a diagnostic")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.initNoRoot])
      XCTAssertTrue(error.diagnostics[0].message.contains("there is no Package.swift"), error.diagnostics[0].message)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/.sword.yml"))
  }

  func testNamesThatYAMLWouldMisreadAreQuoted() {
    let plan = InitPlan(
      rootTarget: "yes", packages: [.init(path: "Packages/My Core", targets: ["Core-Kit", "2024", "Null", "a:b"])])
    let text = InitTemplate.render(plan)
    XCTAssertTrue(text.contains(#"  - path: "Packages/My Core""#), text)
    XCTAssertTrue(text.contains(#"    targets: ["Core-Kit", "2024", "Null", "a:b"]"#), text)
    XCTAssertTrue(text.contains(#"  target: "yes""#), text)
  }

  /// A folder or target name holding a line break (or any control character) stays one value, and a reason in a
  /// comment stays one comment line: neither can write a live key such as `allow_outside_workspace: true`.
  func testNoNameCanWriteAKeyOfItsOwn() throws {
    let hostile = "Packages/x\nallow_outside_workspace: true\n#"
    let plan = InitPlan(
      rootTarget: "App\r\ntest_overrides: true",
      packages: [
        .init(path: hostile, targets: ["Core\u{2028}x", "\"quoted\\\u{1B}"]),
        .init(path: "/outside\nallow_outside_workspace: true", targets: ["Kit"], isOutside: true),
      ],
      leftOut: ["Packages/y\nallow_outside_workspace: true: no Swift library targets"])
    let text = InitTemplate.render(plan)
    let live = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
    XCTAssertEqual(live.filter { !$0.hasPrefix(" ") }, ["local_packages:", "root:"], text)
    XCTAssertFalse(live.contains { $0.contains("allow_outside_workspace") && !$0.contains("\"") }, text)
    let folder = try TemporaryFolder(for: self)
    try folder.write(".sword.yml", text)
    // libyaml reads each value back exactly as it was.
    let document = try YAMLReader.read([UInt8](text.utf8), file: folder.path + "/.sword.yml")
    func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
      guard case .mapping(let pairs)? = node?.kind else { return nil }
      return pairs.first { $0.key.scalar?.value == key }?.value
    }
    func items(_ node: YAMLNode?) -> [YAMLNode] {
      guard case .sequence(let items)? = node?.kind else { return [] }
      return items
    }
    XCTAssertEqual(value(document.root, "local_packages").map(items)?.count, 1)
    let package = items(value(document.root, "local_packages")).first
    XCTAssertEqual(value(package, "path")?.scalar?.value, hostile)
    XCTAssertEqual(items(value(package, "targets")).compactMap(\.scalar?.value), ["Core\u{2028}x", "\"quoted\\\u{1B}"])
    XCTAssertEqual(value(value(document.root, "root"), "target")?.scalar?.value, "App\r\ntest_overrides: true")
    XCTAssertNil(value(document.root, "allow_outside_workspace"))
    XCTAssertNil(value(document.root, "test_overrides"))
  }
}
