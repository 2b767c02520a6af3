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

  /// An edit in place, of the same size, whose modification time is put back exactly (seconds and nanoseconds):
  /// only the status-change time tells it apart, and it does once the file-system clock has moved past the
  /// recorded one, which the test waits for instead of hoping the edit lands in a later tick.
  func testSameSizeEditWithItsModificationTimeRestoredChangesTheStamp() throws {
    try folder.write("A.swift", "struct A {}\n")
    let path = folder.path + "/A.swift"
    let before = try XCTUnwrap(FileStamp(path: path))
    XCTAssertEqual(FileStamp(path: path), before, "an untouched file keeps its stamp")
    try FileClock.waitUntilPast(before.changed, in: folder.path)
    try folder.write("A.swift", "struct B {}\n")
    try FileClock.setModificationTime(of: path, to: before.modified)
    let after = try XCTUnwrap(FileStamp(path: path))
    XCTAssertEqual(after.size, before.size)
    XCTAssertEqual(after.modified, before.modified, "the modification time is put back to the nanosecond")
    XCTAssertEqual(after.inode, before.inode, "edited in place, not replaced")
    XCTAssertNotEqual(after, before, "the status-change time moves even when the modification time is put back")
    XCTAssertGreaterThan(after.changed, before.changed)
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

  /// A stamp taken in the second the file was written, or the next, is not settled; one taken two seconds later
  /// is. "Now" is read from the file's own times, not the wall clock, so a stalled thread changes nothing.
  func testAFileJustWrittenIsNotSettled() throws {
    try folder.write("A.swift", "struct A {}\n")
    let path = folder.path + "/A.swift"
    let stamp = try XCTUnwrap(FileStamp(path: path))
    let written = FileClock.latestSecond(of: [path])
    XCTAssertEqual(written, max(stamp.modified, stamp.changed) / 1_000_000_000)
    XCTAssertFalse(stamp.isSettled(takenAt: written), "taken in the second it was written")
    XCTAssertFalse(stamp.isSettled(takenAt: written + 1), "taken in the next second")
    XCTAssertTrue(stamp.isSettled(takenAt: written + 2))
    XCTAssertTrue(stamp.isSettled(takenAt: written + 3))
  }
}
