import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// The cache knows `sword` and `swift` by their linker's build ID: the same build anywhere, read from a few bytes.
final class ExecutableIdentityTests: XCTestCase {
  func testTheBuildIDIsTheLinkersAndDoesNotDependOnPathOrDate() throws {
    let folder = try TemporaryFolder(for: self)
    let executable = try XCTUnwrap(Bundle.main.executablePath ?? CommandLine.arguments.first)
    #if os(Linux)
      let id = try XCTUnwrap(ExecutableIdentity.buildID(of: executable), "no build ID in \(executable)")
      XCTAssertTrue(id.hasPrefix("gnu:"), id)
      if let readelf = ProcessRunner.findExecutable(named: "readelf", environment: ProcessInfo.processInfo.environment)
      {
        let text = try TestProcess.run(readelf, ["-n", executable]).output
        XCTAssertTrue(text.contains("Build ID: " + id.dropFirst(4)), text)
      }
    #endif
    guard let id = ExecutableIdentity.buildID(of: executable) else { return }
    let copy = folder.path + "/elsewhere/sword"
    try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: executable, toPath: copy)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: copy)
    XCTAssertEqual(ExecutableIdentity.buildID(of: copy), id)
    XCTAssertEqual(CacheFingerprint.digest(of: copy, memo: nil), id)
  }

  /// Files that are no executable, or are cut short, have no build ID (and are known by their bytes instead).
  func testOtherFilesHaveNoBuildID() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("text", "not an executable\n")
    XCTAssertNil(ExecutableIdentity.buildID(of: folder.path + "/text"))
    XCTAssertNil(ExecutableIdentity.buildID(of: folder.path + "/missing"))
    let executable = try XCTUnwrap(Bundle.main.executablePath ?? CommandLine.arguments.first)
    let head = try XCTUnwrap(FileHandle(forReadingAtPath: executable)?.read(upToCount: 200))
    for length in [4, 16, 64, 200] {
      try head.prefix(length).write(to: URL(fileURLWithPath: folder.path + "/cut"))
      XCTAssertNil(ExecutableIdentity.buildID(of: folder.path + "/cut"), "\(length) bytes")
    }
    let digest = CacheFingerprint.digest(of: folder.path + "/text", memo: folder.path + "/memo")
    XCTAssertEqual(digest, ContentHash(Data("not an executable\n".utf8)).hex)
    XCTAssertEqual(CacheFingerprint.digest(of: folder.path + "/text", memo: folder.path + "/memo"), digest)
  }
}
