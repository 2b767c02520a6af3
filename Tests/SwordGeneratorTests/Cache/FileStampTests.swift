import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A stamp changes with every edit that could change the bytes, and vouches for nothing while a file may still be
/// changed within the same tick of the file-system clock.
final class FileStampTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
  }

  func testSameSizeEditWithItsModificationTimeRestoredChangesTheStamp() throws {
    try folder.write("A.swift", "struct A {}\n")
    let path = folder.path + "/A.swift"
    let before = try XCTUnwrap(FileStamp(path: path))
    XCTAssertEqual(FileStamp(path: path), before, "an untouched file keeps its stamp")
    let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    try folder.write("A.swift", "struct B {}\n")
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    let after = try XCTUnwrap(FileStamp(path: path))
    XCTAssertEqual(after.size, before.size)
    XCTAssertNotEqual(after, before, "the status-change time moves even when the modification time is put back")
  }

  func testReplacedFileChangesTheStamp() throws {
    try folder.write("A.swift", "struct A {}\n")
    try folder.write("B.swift", "struct B {}\n")
    let before = try XCTUnwrap(FileStamp(path: folder.path + "/A.swift"))
    XCTAssertEqual(rename(folder.path + "/B.swift", folder.path + "/A.swift"), 0)
    XCTAssertNotEqual(FileStamp(path: folder.path + "/A.swift")?.inode, before.inode)
  }

  /// Stamping many files folder by folder gives each file the stamp of its own path, whatever the folder: files
  /// through a link, missing files and folders, a missing folder, a relative path, a folder given as a file.
  func testStampsOfManyFilesEqualEachFilesOwnStamp() throws {
    try folder.write("A/One.swift", "1")
    try folder.write("A/Two.swift", "2")
    try folder.write("B/Three.swift", "3")
    try folder.write("A/Sub/Four.swift", "4")
    XCTAssertEqual(symlink(folder.path + "/B/Three.swift", folder.path + "/A/Link.swift"), 0)
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let paths = [
      "A/One.swift", folder.path + "/A/Two.swift", folder.path + "/A/Link.swift", folder.path + "/A/Sub",
      folder.path + "/A/Sub/Four.swift", folder.path + "/A/Missing.swift", folder.path + "/Gone/Five.swift",
      folder.path + "/B/Three.swift", folder.path + "/A/One.swift", "/", "NoFolder.swift",
    ]
    var stamps: [FileStamp?] = []
    FileStamp.stamps(of: paths) { position, stamp in
      XCTAssertEqual(position, stamps.count)
      stamps.append(stamp)
      return true
    }
    XCTAssertEqual(stamps, paths.map(FileStamp.init(path:)))
    XCTAssertEqual(stamps.map { $0 != nil }, [true, true, true, false, true, false, false, true, true, false, false])
    var seen = 0
    FileStamp.stamps(of: paths) { _, _ in
      seen += 1
      return seen < 3
    }
    XCTAssertEqual(seen, 3, "stops when told")
  }

  func testMissingFilesAndFoldersHaveNoStamp() {
    XCTAssertNil(FileStamp(path: folder.path + "/Missing.swift"))
    XCTAssertNil(FileStamp(path: folder.path))
  }

  /// Git's racy rule, with a second of margin: times in the second the stamp was taken, or the one before, or
  /// later, are not settled.
  func testOnlyTimesWellBeforeTheStampAreSettled() {
    let second = 1_800_000_000
    func stamp(modified: Int, changed: Int) -> FileStamp {
      FileStamp(size: 1, modified: modified, changed: changed, inode: 1, device: 1)
    }
    let nanos = 1_000_000_000
    XCTAssertTrue(stamp(modified: (second - 2) * nanos, changed: (second - 1) * nanos - 1).isSettled(takenAt: second))
    XCTAssertFalse(stamp(modified: (second - 1) * nanos, changed: (second - 1) * nanos).isSettled(takenAt: second))
    XCTAssertFalse(stamp(modified: (second - 5) * nanos, changed: second * nanos + 5).isSettled(takenAt: second))
    XCTAssertFalse(stamp(modified: (second + 60) * nanos, changed: (second - 5) * nanos).isSettled(takenAt: second))
    XCTAssertFalse(stamp(modified: 0, changed: 0).isSettled(takenAt: Int.max), "no overflow into a false yes")
  }

  func testAFileJustWrittenIsNotSettled() throws {
    try folder.write("A.swift", "struct A {}\n")
    let stamp = try XCTUnwrap(FileStamp(path: folder.path + "/A.swift"))
    XCTAssertFalse(stamp.isSettled(takenAt: FileStamp.currentSecond()))
    XCTAssertTrue(stamp.isSettled(takenAt: FileStamp.currentSecond() + 3))
  }
}
