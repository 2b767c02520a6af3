import Foundation
import SwordTestSupport
import XCTest

/// `SwordConfigScan`: what the plugins read from `.sword.yml` without a YAML parser.
final class SwordConfigScanTests: XCTestCase {
  func testTestOverridesAreOnOnlyWhenTheTopLevelKeySaysSo() throws {
    let folder = try TemporaryFolder(for: self)
    let file = URL(fileURLWithPath: folder.path + "/.sword.yml")
    for (text, expected) in [
      ("test_overrides: true\n", true), ("test_overrides: yes # for the tests\n", true),
      ("test_overrides: 'on'\n", true),
      ("test_overrides: false\n", false), ("# test_overrides: true\n", false),
      ("root:\n  test_overrides: true\n", false),
      ("local_packages: []\n", false),
    ] {
      try folder.write(".sword.yml", text)
      XCTAssertEqual(SwordConfigScan.testOverrides(in: file), expected, text)
    }
    XCTAssertFalse(SwordConfigScan.testOverrides(in: URL(fileURLWithPath: folder.path + "/missing.yml")))
  }

  func testPathsAreEveryPathKeyAsWritten() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Packages/Core   # the core
          targets: [Core]
        - path: "../Shared Kit"
          targets: [Kit]
      root:
        path: .
      """)
    XCTAssertEqual(
      SwordConfigScan.paths(in: URL(fileURLWithPath: folder.path + "/.sword.yml")),
      ["Packages/Core", "../Shared Kit", "."])
  }
}
