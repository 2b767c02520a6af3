import Foundation
import XCTest

@testable import SwordGenerator

final class PackageDescriptionDecodingTests: XCTestCase {
  /// Trimmed from what `swift package describe --type json` printed for a small package (Swift 6.3).
  private let describeOutput = """
    {
      "dependencies" : [ { "identity" : "main", "path" : "/work/main", "type" : "fileSystem" } ],
      "manifest_display_name" : "Pk",
      "name" : "Pk",
      "path" : "/tmp/pk1",
      "platforms" : [ ],
      "products" : [ { "name" : "Tool", "targets" : [ "Tool" ], "type" : { "executable" : null } } ],
      "targets" : [
        {
          "c99name" : "B_Lib",
          "module_type" : "SwiftTarget",
          "name" : "B-Lib",
          "path" : "Custom/Bsrc",
          "product_dependencies" : [ "Sword" ],
          "sources" : [ "B.swift", "Sub/C.swift" ],
          "target_dependencies" : [ "A" ],
          "type" : "library"
        },
        {
          "c99name" : "CYaml",
          "module_type" : "SystemLibraryTarget",
          "name" : "CYaml",
          "path" : "Sources/CYaml",
          "product_memberships" : [ "Tool" ],
          "type" : "system-target"
        }
      ],
      "tools_version" : "6.0"
    }
    """

  func testDecodesTheFieldsSwordNeedsAndIgnoresTheRest() throws {
    let package = try DescribedPackage.decode(json: Data(describeOutput.utf8))
    XCTAssertEqual(package.name, "Pk")
    XCTAssertEqual(package.path, "/tmp/pk1")
    XCTAssertEqual(
      package.targets.first,
      DescribedTarget(
        name: "B-Lib", c99name: "B_Lib", kind: .library, moduleType: "SwiftTarget", path: "Custom/Bsrc",
        sources: ["B.swift", "Sub/C.swift"], targetDependencies: ["A"], productDependencies: ["Sword"]
      )
    )
    let system = try XCTUnwrap(package.target(named: "CYaml"))
    XCTAssertEqual(system.kind, .systemLibrary)
    XCTAssertEqual(system.sources, [])
    XCTAssertFalse(system.isSwift)
  }

  func testLinesAroundTheJSONObjectAreSkipped() throws {
    let noisy = "Fetching https://example.com/x {1/2}\nComputing version\n" + describeOutput + "\nDone.\n"
    let package = try DescribedPackage.decode(json: Data(noisy.utf8))
    XCTAssertEqual(package.targets.map(\.name), ["B-Lib", "CYaml"])
  }

  func testSomethingThatIsNotADescriptionThrows() {
    XCTAssertThrowsError(try DescribedPackage.decode(json: Data("error: no manifest\n".utf8)))
    XCTAssertThrowsError(try DescribedPackage.decode(json: Data(#"{"name": "X"}"#.utf8)))
  }

  func testEncodingRoundTrips() throws {
    let package = try DescribedPackage.decode(json: Data(describeOutput.utf8))
    let again = try DescribedPackage.decode(json: JSONEncoder().encode(package))
    XCTAssertEqual(again, package)
  }

  func testModuleNameFallsBackToSwiftPMsRule() {
    XCTAssertEqual(DescribedTarget(name: "my-lib.core", path: "x", sources: []).c99name, "my_lib_core")
    // SwiftPM replaces a leading digit rather than prefixing it (the equivalence corpus's "names that are not
    // identifiers" checks this against `swift package describe`).
    XCTAssertEqual(DescribedTarget(name: "3D", path: "x", sources: []).c99name, "_D")
    XCTAssertEqual(DescribedTarget(name: "22x", path: "x", sources: []).c99name, "_2x")
  }

  func testStandardErrorBecomesShortDetailLines() {
    let manifestError = """
      error: 'bad': Invalid manifest (compiled with: ["/usr/bin/swiftc", "-L", "/x"])
      /tmp/bad/Package.swift:3:80: error: cannot find 'thing' in scope

      error: fatalError
      """
    XCTAssertEqual(
      SwiftPMDescriber.detailLines(fromStandardError: Data(manifestError.utf8)),
      [
        "error: 'bad': Invalid manifest",
        "/tmp/bad/Package.swift:3:80: error: cannot find 'thing' in scope",
        "error: fatalError",
      ]
    )
    let long = (1...100).map { "line \($0)" }.joined(separator: "\n")
    let lines = SwiftPMDescriber.detailLines(fromStandardError: Data(long.utf8))
    XCTAssertEqual(lines.count, SwiftPMDescriber.maximumDetailLines)
    XCTAssertEqual(lines.first, "line 1")
    XCTAssertEqual(lines.last, "… 61 more lines")
  }

  /// Paths already standardized come back as they are; every other spelling is still cleaned up.
  func testStandardizedPathsAreKeptAndOthersCleanedUp() {
    let cases = [
      "/repo/Core/A.swift": "/repo/Core/A.swift", "/a/.../b": "/a/.../b", "/a/.b/..c": "/a/.b/..c",
      "a/b": "a/b", "a/b/": "a/b", "/a//b": "/a/b", "/a/./b": "/a/b", "/a/b/..": "/a", "./a": "a", ".": ".",
      "": ".", "/": "/", "//": "/", "..": "..", "/..": "/", "a/.": "a", "/x/../y/.": "/y",
    ]
    for (path, expected) in cases {
      XCTAssertEqual(Paths.standardized(path), expected, path)
    }
  }

  func testPathsAreStandardizedWithoutTouchingTheDisk() {
    XCTAssertEqual(Paths.standardized("/repo/./Core/../App/"), "/repo/App")
    XCTAssertEqual(Paths.standardized("/../x//y"), "/x/y")
    XCTAssertEqual(Paths.standardized("a/../../b"), "../b")
    XCTAssertEqual(Paths.join("/repo/Core", "Sources/Net"), "/repo/Core/Sources/Net")
    XCTAssertEqual(Paths.join("/repo/Core", "/elsewhere/./x"), "/elsewhere/x")
    XCTAssertEqual(Paths.join("/repo", "."), "/repo")
  }

  /// Many paths joined to one folder give what joining each gives, whatever the folder and the paths.
  func testJoiningManyPathsToOneFolderEqualsJoiningEach() {
    let relatives = [
      "A.swift", "Sub/B.swift", "./C.swift", "Sub/../D.swift", "../E.swift", "/abs/F.swift", "G//H.swift", ".",
      "", "..", ".hidden/I.swift", "...", "J/",
    ]
    for base in ["/repo/Core/Sources/Net", "/repo/./Core/", "/", "", ".", "..", "rel/dir", "../up", "/a/b/.."] {
      XCTAssertEqual(Paths.join(base, each: relatives), relatives.map { Paths.join(base, $0) }, base)
    }
  }
}
