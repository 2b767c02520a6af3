import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Where the key that authenticates cache entries comes from: `SWORD_CACHE_KEY`, else the user's key file, made
/// once with mode 0600 and refused when it is not the user's alone.
final class CacheSecretTests: XCTestCase {
  private let hexKey = String(repeating: "0123456789abcdef", count: 4)

  func testTheVariableIsHexadecimalOrBase64OfThirtyTwoBytesOrMore() {
    let bytes = Array(0..<32).map(UInt8.init)
    XCTAssertEqual(CacheSecret(text: hexKey)?.bytes.count, 32)
    XCTAssertEqual(CacheSecret(text: " \(hexKey.uppercased())\n"), CacheSecret(text: hexKey))
    XCTAssertEqual(CacheSecret(text: Data(bytes).base64EncodedString())?.bytes, bytes)
    let urlSafe = Data(bytes).base64EncodedString().replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "=", with: "")
    XCTAssertEqual(CacheSecret(text: urlSafe)?.bytes, bytes)
    for weak in ["", "secret", String(hexKey.dropLast(2)), Data(bytes.dropLast()).base64EncodedString(), "#" + hexKey] {
      XCTAssertNil(CacheSecret(text: weak), weak)
    }
  }

  func testTheVariableComesFirstAndAMalformedOneIsAProblem() throws {
    let home = try TemporaryFolder(for: self).path
    let given = CacheSecret.load(environment: [CacheSecret.environmentVariable: hexKey, "HOME": home])
    XCTAssertEqual(try given.get(), CacheSecret(text: hexKey))
    XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/.config/sword/cache-key"), "no key file made")
    XCTAssertEqual(
      CacheSecret.load(environment: [CacheSecret.environmentVariable: "password", "HOME": home]),
      .failure(.malformedVariable))
    XCTAssertEqual(CacheSecret.load(environment: [:]), .failure(.noHome))
  }

  /// Made once, mode 0600 in a folder of mode 0700, then read back the same by every later run.
  func testTheKeyFileIsMadePrivateAndKept() throws {
    let config = try TemporaryFolder(for: self).path
    let first = try CacheSecret.load(environment: ["XDG_CONFIG_HOME": config, "HOME": "/nonexistent"]).get()
    let path = config + "/sword/cache-key"
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: config + "/sword")
    XCTAssertEqual((folder[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    XCTAssertEqual(try CacheSecret.load(environment: ["XDG_CONFIG_HOME": config]).get(), first)
    XCTAssertNotEqual(first, try CacheSecret.load(environment: ["HOME": config]).get(), "another user's home")
  }

  /// A key file someone else could have read or written, or a link planted in its place, is not used (and the link
  /// is not followed): the run goes without a cache.
  func testAKeyFileThatIsNotTheUsersAloneIsRefused() throws {
    let config = try TemporaryFolder(for: self).path
    let path = config + "/sword/cache-key"
    _ = try CacheSecret.load(environment: ["XDG_CONFIG_HOME": config]).get()
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    guard case .failure(.keyFile(path, _)) = CacheSecret.load(environment: ["XDG_CONFIG_HOME": config]) else {
      return XCTFail("a readable key file was used")
    }

    let elsewhere = try TemporaryFolder(for: self).path + "/key"
    try FileManager.default.moveItem(atPath: path, toPath: elsewhere)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: elsewhere)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
    guard case .failure(.keyFile(path, let reason)) = CacheSecret.load(environment: ["XDG_CONFIG_HOME": config]) else {
      return XCTFail("a key file through a link was used")
    }
    XCTAssertTrue(reason.contains("symbolic link"), reason)

    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    guard case .failure(.keyFile) = CacheSecret.load(environment: ["XDG_CONFIG_HOME": config]) else {
      return XCTFail("a folder was taken for the key file")
    }
  }

  /// Runs that make the key file at once all end with the same key.
  func testRunsMakingTheKeyFileAtOnceAgree() throws {
    let config = try TemporaryFolder(for: self).path
    let keys = parallelMap(count: 8) { _ in try? CacheSecret.load(environment: ["XDG_CONFIG_HOME": config]).get() }
    XCTAssertEqual(Set(keys.map { $0?.bytes.hex }).count, 1)
    XCTAssertNotNil(keys[0])
  }
}
