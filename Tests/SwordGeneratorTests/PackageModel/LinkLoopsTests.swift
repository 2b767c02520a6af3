import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Links SwiftPM would walk without end are found before it runs: two links that each lead to a folder holding the
/// other. One link back up (which SwiftPM walks about 40 times and ends) and links elsewhere are not loops.
final class LinkLoopsTests: XCTestCase {
  private func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
  }

  func testTwoLinksBackToTheirFolderAreALoop() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("P/Sources/A/A.swift", "struct A {}\n")
    try link(folder.path + "/P/Sources/A/one", to: ".")
    try link(folder.path + "/P/Sources/A/two", to: ".")
    let found = try XCTUnwrap(LinkLoops.first(inPackageAt: folder.path + "/P"))
    XCTAssertEqual(
      [found.link, found.other], [folder.path + "/P/Sources/A/one", folder.path + "/P/Sources/A/two"])
  }

  func testLinksAtTwoDepthsThatEachHoldTheOtherAreALoop() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("P/Sources/A/Sub/S.swift", "struct S {}\n")
    try link(folder.path + "/P/Sources/A/Sub/up", to: "..")
    try link(folder.path + "/P/Sources/A/here", to: "../A")
    XCTAssertNotNil(LinkLoops.first(inPackageAt: folder.path + "/P"))
  }

  func testOneLinkBackUpAndLinksElsewhereAreNoLoop() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("P/Sources/A/A.swift", "struct A {}\n")
    try folder.write("P/Sources/B/Sub/B.swift", "struct B {}\n")
    try folder.write("P/Shared/S.swift", "struct S {}\n")
    try link(folder.path + "/P/Sources/A/self", to: ".")
    try link(folder.path + "/P/Sources/A/shared", to: "../../Shared")
    try link(folder.path + "/P/Sources/B/Sub/alsoShared", to: "../../../Shared")
    try link(folder.path + "/P/Sources/B/Sub/down", to: "../Sub")
    try link(folder.path + "/P/Sources/A/broken", to: "nowhere")
    XCTAssertNil(LinkLoops.first(inPackageAt: folder.path + "/P"))
  }

  func testHiddenFoldersAndBuildFoldersAreNotWalked() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("P/.build/x/X.swift", "\n")
    try folder.write("P/.git/y/Y.swift", "\n")
    for hidden in [".build/x", ".git/y"] {
      try link(folder.path + "/P/\(hidden)/one", to: ".")
      try link(folder.path + "/P/\(hidden)/two", to: ".")
    }
    XCTAssertNil(LinkLoops.first(inPackageAt: folder.path + "/P"))
  }
}
