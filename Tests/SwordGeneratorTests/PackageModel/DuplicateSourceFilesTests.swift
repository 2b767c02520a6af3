import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A symbolic link in a target's folder that leads back up makes SwiftPM list each file again through it (41 times
/// for `self -> .`): reported at the target's name in `.sword.yml`, naming the link, instead of as 41 `@Injected`
/// initializers of one type.
final class DuplicateSourceFilesTests: XCTestCase {
  func testAFileListedThroughALinkLoopIsReportedAtTheTargetNamingTheLink() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Core/Sources/Core/Clock.swift", "struct Clock {}\n")
    try folder.write("Core/Sources/Core/Other.swift", "struct Other {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Core/Sources/Core/self", withDestinationPath: ".")
    // What SwiftPM lists for such a folder: every file, then again through the link, and again.
    let sources =
      ["Clock.swift", "Other.swift"]
      + (1...3).flatMap { depth -> [String] in
        let prefix = String(repeating: "self/", count: depth)
        return [prefix + "Clock.swift", prefix + "Other.swift"]
      }
    let core = DescribedPackage(
      name: "Core", path: folder.path + "/Core",
      targets: [DescribedTarget(name: "Core", path: "Sources/Core", sources: sources)])
    let location = SourceLocation(file: folder.path + "/.sword.yml", line: 3, column: 15)
    let configuration = Configuration(
      file: folder.path + "/.sword.yml", workspaceRoot: folder.path,
      localPackages: [
        .init(
          path: "Core", location: SourceLocation(file: folder.path + "/.sword.yml", line: 2, column: 11),
          targets: [Located("Core", at: location)])
      ],
      root: .sources(folder: folder.path + "/App", module: "App", output: folder.path + "/App/Sword.generated.swift"),
      rootLocation: SourceLocation(file: folder.path + "/.sword.yml", line: 4, column: 1))
    try folder.write("App/App.swift", "enum App {}\n")
    do {
      _ = try await WorkspaceLoader(describer: CannedPackageDescriber(packages: [folder.path + "/Core": core]))
        .load(configuration)
      XCTFail("expected the duplicate listing to be reported")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.duplicateSourceFile])
      XCTAssertEqual(error.diagnostics.first?.location, location)
      XCTAssertEqual(
        error.diagnostics.first?.message,
        "'Sources/Core/Clock.swift' is listed 4 times for the target 'Core', through the symbolic link "
          + "'Sources/Core/self' (to '.'), and 1 more file likewise; SwiftPM compiles each path as a file of its own: "
          + "remove the link, or add it to the target's `exclude:` in Package.swift")
    }
  }

  /// Files that only share a name, in different folders, are two files.
  func testFilesThatOnlyShareANameAreNotDuplicates() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Core/Sources/Core/A/Model.swift", "struct A {}\n")
    try folder.write("Core/Sources/Core/B/Model.swift", "struct B {}\n")
    let target = SwordTarget(
      name: "Core", moduleName: "Core", packagePath: folder.path + "/Core",
      directory: folder.path + "/Core/Sources/Core",
      sourceFiles: [
        folder.path + "/Core/Sources/Core/A/Model.swift", folder.path + "/Core/Sources/Core/B/Model.swift",
      ],
      isRoot: false)
    XCTAssertNil(DuplicateSourceFiles.problem(in: target, at: SourceLocation(file: "x", line: 1, column: 1)))
  }
}
