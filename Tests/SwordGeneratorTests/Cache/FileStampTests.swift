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
