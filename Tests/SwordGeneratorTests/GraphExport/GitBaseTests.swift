import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `sword diff --base` extracts a revision's tree into a work folder of its own and deletes nothing that is not
/// Sword's: not through a link planted where its trees go, not a folder someone else made there, not the tree of
/// another run of the same checkout.
final class GitBaseTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var root: String { folder.path + "/repo" }
  private var config: String { root + "/.sword.yml" }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      ProcessRunner.findExecutable(named: "git", environment: ProcessInfo.processInfo.environment) != nil)
    folder = try TemporaryFolder(for: self)
    try folder.write("repo/.sword.yml", "# base\n")
    try folder.write("repo/Packages/Core/Sources/Core/Core.swift", "public enum Core {}\n")
    try git("init", "-q")
    try git("add", "-A")
    try git("commit", "-q", "-m", "base")
  }

  @discardableResult
  private func git(_ arguments: String...) throws -> String {
    let result = try TestProcess.run(
      "git",
      [
        "-C", root, "-c", "user.name=Sword Tests", "-c", "user.email=tests@example.invalid", "-c",
        "commit.gpgsign=false",
      ] + arguments)
    XCTAssertEqual(result.status, 0, result.output)
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func read(_ path: String) -> String? {
    FileReader.contents(path).map { String(decoding: $0, as: UTF8.self) }
  }

  func testATreeIsExtractedIntoAWorkFolderAndReusedForTheSameCommit() async throws {
    let first = try await GitBase.extract(revision: "HEAD", configPath: config)
    XCTAssertEqual(read(first.configPath), "# base\n")
    XCTAssertTrue(first.folder.hasPrefix(root + "/.build/sword-diff/tree-"), first.folder)
    XCTAssertNotNil(WorkFolder.existing(first.folder), "marked as Sword's")
    first.release()
    let second = try await GitBase.extract(revision: "HEAD", configPath: config)
    XCTAssertEqual(second.folder, first.folder, "the same commit's tree is reused")
    second.release()
  }

  /// `.build/sword-diff` planted as a link to a package of the workspace: the package is not emptied (it was, with
  /// an uncommitted edit in it), and no tree is extracted into it.
  func testALinkWhereTheTreesGoIsNeverFollowed() async throws {
    try folder.write("repo/Packages/Core/Sources/Core/Edit.swift", "// an uncommitted edit\n")
    try FileManager.default.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/.build/sword-diff", withDestinationPath: root + "/Packages/Core")
    let before = try FileManager.default.subpathsOfDirectory(atPath: root + "/Packages/Core").sorted()

    let base = try await GitBase.extract(revision: "HEAD", configPath: config)
    XCTAssertEqual(read(base.configPath), "# base\n")
    XCTAssertFalse(base.folder.hasPrefix(root), "not in the workspace: \(base.folder)")
    XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: root + "/Packages/Core").sorted(), before)
    let privateFolder = URL(fileURLWithPath: base.folder).deletingLastPathComponent().path
    base.release()
    XCTAssertFalse(FileManager.default.fileExists(atPath: privateFolder), "the run's private folder is removed")
    XCTAssertEqual(read(root + "/Packages/Core/Sources/Core/Edit.swift"), "// an uncommitted edit\n")
  }

  /// `.build` leading out of the workspace: the tree goes to a private folder of the run, never to the fixed
  /// shared name an earlier version used, where a planted tree with a `complete` marker was trusted and a planted
  /// link was emptied.
  func testATreePlantedUnderTheOldSharedNameIsNeitherTrustedNorEmptied() async throws {
    let outside = folder.path + "/outside"
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/.build", withDestinationPath: outside)
    let commit = try git("rev-parse", "HEAD")
    let shared = FileManager.default.temporaryDirectory.appendingPathComponent("sword-diff-\(getuid())").path
    let planted = shared + "/" + commit
    let plantedExisted = FileManager.default.fileExists(atPath: shared)
    try FileManager.default.createDirectory(atPath: planted + "/tree", withIntermediateDirectories: true)
    addTeardownBlock { if !plantedExisted { try? FileManager.default.removeItem(atPath: shared) } }
    _ = FileManager.default.createFile(atPath: planted + "/complete", contents: Data())
    _ = FileManager.default.createFile(atPath: planted + "/tree/.sword.yml", contents: Data("# planted\n".utf8))

    let base = try await GitBase.extract(revision: "HEAD", configPath: config)
    XCTAssertEqual(read(base.configPath), "# base\n", "the revision's own tree, not the planted one")
    XCTAssertFalse(base.folder.hasPrefix(shared + "/"), base.folder)
    base.release()
    XCTAssertEqual(read(planted + "/tree/.sword.yml"), "# planted\n", "what Sword did not make is left alone")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), [], "nothing written outside")
  }

  /// A folder in `.build/sword-diff` that Sword did not make (no marker, or a link to one that is) stays; Sword's
  /// own tree of another commit is removed.
  func testOnlySwordsOwnTreesAreRemoved() async throws {
    let first = try await GitBase.extract(revision: "HEAD", configPath: config)
    first.release()
    let trees = root + "/.build/sword-diff"
    try folder.write("repo/.build/sword-diff/tree-mine/notes.txt", "mine\n")
    try FileManager.default.createSymbolicLink(atPath: trees + "/tree-linked", withDestinationPath: first.folder)
    try folder.write("repo/.sword.yml", "# second\n")
    try git("commit", "-q", "-am", "second")

    let second = try await GitBase.extract(revision: "HEAD", configPath: config)
    XCTAssertEqual(read(second.configPath), "# second\n")
    second.release()
    XCTAssertEqual(read(trees + "/tree-mine/notes.txt"), "mine\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: first.folder), "the older commit's tree is removed")
    var status = stat()
    XCTAssertEqual(lstat(trees + "/tree-linked", &status), 0, "a link is not Sword's and stays")
  }

  /// Runs against two bases in one checkout take turns: each reads its whole tree, none removes the other's
  /// while it is in use (before, one of two failed, three times out of three).
  func testConcurrentRunsAgainstDifferentBasesEachReadTheirOwnTree() async throws {
    let firstCommit = try git("rev-parse", "HEAD")
    try folder.write("repo/.sword.yml", "# second\n")
    try git("commit", "-q", "-am", "second")
    let config = self.config
    try await withThrowingTaskGroup(of: Void.self) { group in
      for round in 0..<6 {
        let revision = round.isMultiple(of: 2) ? firstCommit : "HEAD"
        let expected = round.isMultiple(of: 2) ? "# base\n" : "# second\n"
        group.addTask {
          let base = try await GitBase.extract(revision: revision, configPath: config)
          defer { base.release() }
          // Reading the tree as the base run would: the config and a package's files.
          for _ in 0..<20 {
            XCTAssertEqual(FileReader.contents(base.configPath).map { String(decoding: $0, as: UTF8.self) }, expected)
            await Task.yield()
          }
          let core =
            URL(fileURLWithPath: base.configPath).deletingLastPathComponent().path
            + "/Packages/Core/Sources/Core/Core.swift"
          XCTAssertNotNil(FileReader.contents(core))
        }
      }
      try await group.waitForAll()
    }
  }
}

/// Work folders: made fresh, accepted back only when Sword's, removed without following links.
final class WorkFolderTests: XCTestCase {
  func testAWorkFolderIsMadeMarkedAndRemovedWithoutFollowingLinks() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("kept/precious.txt", "keep me\n")
    let work = try WorkFolder.make(in: folder.path, prefix: "work-")
    XCTAssertEqual(WorkFolder.existing(work.path), work)
    try FileManager.default.createSymbolicLink(atPath: work.path + "/link", withDestinationPath: folder.path + "/kept")
    work.remove()
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.path))
    XCTAssertEqual(FileReader.contents(folder.path + "/kept/precious.txt"), Data("keep me\n".utf8))
  }

  func testOnlyARealMarkedFolderIsAcceptedAsSwords() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("unmarked/file.txt", "x")
    XCTAssertNil(WorkFolder.existing(folder.path + "/unmarked"))
    let work = try WorkFolder.make(in: folder.path, prefix: "work-")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: work.path)
    XCTAssertNil(WorkFolder.existing(folder.path + "/link"), "a link to a work folder is not one")
    WorkFolder(path: folder.path + "/unmarked").remove()
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/unmarked/file.txt"))
  }

  func testAFolderIsNotMadeThroughALink() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("elsewhere/file.txt", "x")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/.build", withDestinationPath: folder.path + "/elsewhere")
    XCTAssertNotNil(WorkFolder.makeRealFolder(folder.path + "/.build/sword-diff", below: folder.path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/elsewhere/sword-diff"))
    XCTAssertNil(WorkFolder.makeRealFolder(folder.path + "/real/sword-diff", below: folder.path))
    XCTAssertTrue(WorkFolder.isRealFolderOwnedByUser(folder.path + "/real/sword-diff"))
  }
}
