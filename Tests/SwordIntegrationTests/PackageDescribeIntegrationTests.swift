import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Runs the real `swift package describe` on packages written into a temporary folder.
final class PackageDescribeIntegrationTests: XCTestCase {
  private let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Tiny",
      targets: [
        .target(name: "Alpha"),
        .target(name: "Beta-Kit", path: "Custom/Beta", exclude: ["Skipped"]),
      ]
    )
    """

  /// A folder for a package, whose SwiftPM lock file (`/tmp/_tmp_sword-describe-<hash>.lock`) goes with it.
  private func packageFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(for: self)
    let lockName = SwiftPMDescriber.scratchPath(for: folder.path).replacingOccurrences(of: "/", with: "_") + ".lock"
    let lock = FileManager.default.temporaryDirectory.appendingPathComponent(lockName).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: lock) }
    return folder
  }

  private func location(in folder: TemporaryFolder, line: Int) -> SourceLocation {
    SourceLocation(file: folder.path + "/.sword.yml", line: line, column: 9)
  }

  func testDescribesARealPackageHonouringCustomPathAndExclude() async throws {
    let folder = try packageFolder()
    try folder.write("Package.swift", manifest)
    try folder.write("Sources/Alpha/Alpha.swift", "public struct Alpha {}\n")
    try folder.write("Sources/Alpha/Nested/More.swift", "struct More {}\n")
    try folder.write("Sources/Alpha/Sword.generated.swift", "")
    try folder.write("Custom/Beta/Beta.swift", "public struct Beta {}\n")
    try folder.write("Custom/Beta/Skipped/Old.swift", "struct Old {}\n")
    let configuration = Configuration(
      file: folder.path + "/.sword.yml",
      workspaceRoot: folder.path,
      localPackages: [
        .init(
          path: folder.path, location: location(in: folder, line: 2),
          targets: [
            Located("Alpha", at: location(in: folder, line: 3)), Located("Beta-Kit", at: location(in: folder, line: 4)),
          ])
      ],
      root: .package(
        path: folder.path, target: Located("Alpha", at: location(in: folder, line: 6)), output: "Sword.generated.swift"),
      rootLocation: location(in: folder, line: 5)
    )

    let clock = ContinuousClock()
    let start = clock.now
    let workspace = try await WorkspaceLoader().load(configuration)
    print("swift package describe + mapping took \(clock.now - start)")

    XCTAssertEqual(workspace.targets.map(\.moduleName), ["Alpha", "Beta_Kit"])
    XCTAssertEqual(workspace.targets.map(\.isRoot), [true, false])
    XCTAssertEqual(
      workspace.targets[0].sourceFiles,
      [folder.path + "/Sources/Alpha/Alpha.swift", folder.path + "/Sources/Alpha/Nested/More.swift"]
    )
    XCTAssertEqual(workspace.targets[1].directory, folder.path + "/Custom/Beta")
    XCTAssertEqual(workspace.targets[1].sourceFiles, [folder.path + "/Custom/Beta/Beta.swift"])
    XCTAssertEqual(workspace.root.outputPath, folder.path + "/Sources/Alpha/Sword.generated.swift")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/.build"), "describe leaves no .build behind")
  }

  func testBrokenManifestGivesDescribeFailedWithSwiftPMsOwnError() async throws {
    let folder = try packageFolder()
    try folder.write(
      "Package.swift", manifest.replacingOccurrences(of: "exclude: [\"Skipped\"]", with: "exclude: undefinedThing"))
    try folder.write("Sources/Alpha/Alpha.swift")
    let packageLocation = location(in: folder, line: 2)
    do {
      let package = try await SwiftPMDescriber().describe(packageAt: folder.path, reportingAt: packageLocation)
      XCTFail("expected describe to fail, got \(package)")
    } catch {
      let diagnostic = try XCTUnwrap(error.diagnostics.first)
      XCTAssertEqual(error.diagnostics.count, 1)
      XCTAssertEqual(diagnostic.id, .describeFailed)
      XCTAssertEqual(diagnostic.location, packageLocation)
      XCTAssertTrue(diagnostic.message.contains("'\(folder.path)'"), diagnostic.message)
      XCTAssertTrue(
        diagnostic.detail.contains { $0.contains("cannot find 'undefinedThing' in scope") },
        diagnostic.detail.joined(separator: "\n")
      )
      XCTAssertFalse(
        diagnostic.detail.contains { $0.contains("compiled with:") }, "the compiler command line is left out")
    }
  }

  func testMissingSwiftIsAClearDiagnostic() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("not-executable")
    let cases: [([String: String], String)] = [
      (["PATH": folder.path], "no 'swift' executable on PATH"),
      (["PATH": "/usr/bin", "SWORD_SWIFT": "swift"], "SWORD_SWIFT must be an absolute path"),
      (["SWORD_SWIFT": folder.path + "/not-executable"], "which is not an executable file"),
    ]
    for (environment, expected) in cases {
      do {
        let package = try await SwiftPMDescriber(environment: environment)
          .describe(packageAt: folder.path, reportingAt: location(in: folder, line: 2))
        XCTFail("expected a diagnostic for \(environment), got \(package)")
      } catch {
        XCTAssertEqual(error.diagnostics.map(\.id), [.swiftNotFound])
        XCTAssertNil(error.diagnostics.first?.location)
        XCTAssertTrue(error.diagnostics.first?.message.contains(expected) == true, "\(error)")
      }
    }
  }

  func testSwordSwiftOverridesPath() throws {
    let swift = try XCTUnwrap(
      ProcessRunner.findExecutable(named: "swift", environment: ProcessInfo.processInfo.environment))
    let describer = SwiftPMDescriber(environment: ["PATH": "/nonexistent", "SWORD_SWIFT": swift])
    XCTAssertEqual(try describer.swiftExecutable(), swift)
  }

  /// A `self -> .` link in a target's folder: SwiftPM lists each file 41 times, and Sword says so at the target,
  /// naming the link (it reported "41 @Injected initializers" of one type).
  func testALinkLoopInATargetFolderIsReportedNamingTheLink() async throws {
    let folder = try packageFolder()
    try folder.write(
      ".sword.yml",
      "local_packages:\n  - path: Core\n    targets: [Core]\nroot:\n  sources: App\n  module: App\n  output: App/Sword.generated.swift\n"
    )
    try folder.write(
      "Core/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Core", targets: [.target(name: "Core")])

      """)
    try folder.write(
      "Core/Sources/Core/Clock.swift",
      "import Sword\n@Dependency(registeredTo: AppComponent.self)\npublic final class Clock { @Injected public init() {} }\n"
    )
    try folder.write("App/App.swift", "import Sword\n@Component final class AppComponent {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Core/Sources/Core/self", withDestinationPath: ".")
    let lock = FileManager.default.temporaryDirectory.appendingPathComponent(
      SwiftPMDescriber.scratchPath(for: folder.path + "/Core").replacingOccurrences(of: "/", with: "_") + ".lock"
    ).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: lock) }
    let report = await Pipeline.run(
      .configuration(path: folder.path + "/.sword.yml", packages: .swiftPM), goal: .check,
      options: PipelineOptions(currentDirectory: folder.path))
    XCTAssertEqual(report.diagnostics.map(\.id), [.duplicateSourceFile], report.diagnostics.map(\.rendered).joined())
    XCTAssertEqual(
      report.diagnostics.first?.location, SourceLocation(file: folder.path + "/.sword.yml", line: 3, column: 15))
    let message = report.diagnostics.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        "'Sources/Core/Clock.swift' is listed 41 times for the target 'Core', through the symbolic link 'Sources/Core/self' (to '.')"
      ), message)
  }

  /// A package's own `.package(path:)` dependencies are not Sword's to describe: `swift package describe` runs the
  /// package's manifest and no dependency's, so a local dependency outside the workspace runs nothing (here its
  /// manifest would leave a file behind). The rule of one workspace check covers what Sword itself describes:
  /// `.sword.yml`'s packages and an Xcode project's references (`ConfigPathTests`, `XcodeWrittenProjectTests`).
  func testDescribingAPackageRunsNoManifestOfItsLocalDependencies() async throws {
    let folder = try packageFolder()
    let marker = { (name: String) in folder.path + "/ran-" + name }
    try folder.write(
      "ws/.sword.yml",
      "local_packages:\n  - path: Core\n    targets: [Core]\nroot:\n  sources: App\n  module: App\n  output: App/Sword.generated.swift\n"
    )
    let packages = [("Core", "ws/Core", ".package(path: \"../../outside\")"), ("Outside", "outside", "")]
    for (name, path, dependency) in packages {
      try folder.write(
        "\(path)/Package.swift",
        """
        // swift-tools-version: 6.0
        import Foundation
        import PackageDescription
        let ran = FileManager.default.createFile(atPath: "\(marker(name))", contents: nil)
        let package = Package(
          name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], dependencies: [\(dependency)],
          targets: [.target(name: "\(name)")])

        """)
      try folder.write("\(path)/Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
    }
    try folder.write("ws/App/App.swift", "import Sword\n@Component final class AppComponent {}\n")
    let report = await Pipeline.run(
      .configuration(path: folder.path + "/ws/.sword.yml", packages: .swiftPM), goal: .check,
      options: PipelineOptions(currentDirectory: folder.path + "/ws"))
    XCTAssertFalse(
      report.diagnostics.contains { $0.id == .describeFailed }, report.diagnostics.map(\.rendered).joined())
    XCTAssertTrue(FileManager.default.fileExists(atPath: marker("Core")), "Core's manifest ran (SwiftPM described it)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: marker("Outside")), "the dependency's manifest did not run")
  }
}
