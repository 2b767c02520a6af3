import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `sword init` says when `.gitignore` leaves `.build/` (SwiftPM's builds, Sword's cache) to be committed.
final class BuildFolderIgnoreTests: XCTestCase {
  func testThePatternsThatIgnoreTheBuildFolder() {
    for ignoring in [".build", ".build/", "/.build/", ".build*", ".build*/", "*", "# cache\n.build/", ".b*d/"] {
      XCTAssertTrue(BuildFolderIgnore.ignoresBuildFolder(ignoring), ignoring)
    }
    for notIgnoring in ["", "build/", "Sources/.build/", "# .build/", ".build/\n!.build/", "*.swp\nDerivedData/"] {
      XCTAssertFalse(BuildFolderIgnore.ignoresBuildFolder(notIgnoring), notIgnoring)
    }
  }

  func testInitSaysSoOnlyInAGitRepositoryThatDoesNotIgnoreIt() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("App/Package.swift", "")
    XCTAssertNil(BuildFolderIgnore.problem(packageAt: folder.path + "/App"), "no repository: nothing to commit")
    try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: false)
    try folder.write(".gitignore", "*.xcuserstate\n")
    XCTAssertEqual(
      BuildFolderIgnore.problem(packageAt: folder.path + "/App"),
      "note: .gitignore does not ignore .build/, where SwiftPM builds and Sword keeps its cache; add a line "
        + "'.build/' to it")
    try folder.write("App/.gitignore", ".build/\n")
    XCTAssertNil(BuildFolderIgnore.problem(packageAt: folder.path + "/App"), "the package's own .gitignore counts")
  }
}
