import Foundation
import XCTest

@testable import SwordGenerator

/// What a manifest SwiftPM compiles reads, found in its syntax, not its text: any spacing, comments and strings,
/// names bound to the environment, file reads and the manifest's own path.
final class ManifestInputsTests: XCTestCase {
  private func inputs(_ manifest: String, _ environment: [String: String] = ["X": "1", "Y": "2", "PWD": "/p"])
    -> ManifestInputs.Inputs?
  {
    ManifestInputs.inputs(manifests: [Data(manifest.utf8)], environment: environment)
  }

  func testVariablesReadByNameAnySpacing() {
    for manifest in [
      #"let x = getenv("X")"#,
      #"let x = getenv ("X")"#,
      "let x = getenv(\n  \"X\"\n)",
      #"let x = Glibc.getenv("X")"#,
      #"let x = getenv(/* the flag */ "X")"#,
      #"let x = ProcessInfo.processInfo.environment["X"]"#,
      #"let x = ProcessInfo.processInfo.environment [ "X" ]"#,
      "let x = ProcessInfo.processInfo\n  .environment[\"X\"]",
      #"let x = Context.environment["X"]"#,
    ] {
      XCTAssertEqual(inputs(manifest), .init(environment: "X=1", dependsOnPath: false), manifest)
    }
    XCTAssertEqual(
      inputs(#"let a = getenv("X"); let b = Context.environment["Z"]"#)?.environment, "X=1\nZ=<unset>")
  }

  /// The environment read otherwise than by a literal name: the whole of it, but the shell's bookkeeping.
  func testEnvironmentBoundToANameOrReadByAComputedNameKeysOnAllOfIt() {
    for manifest in [
      "let env = ProcessInfo.processInfo.environment\nlet x = env[\"X\"]",
      "let keys = ProcessInfo.processInfo.environment.keys",
      "let name = \"X\"\nlet x = getenv(name)",
      #"let x = getenv("X" + "")"#,
      "let all = Context.environment",
      "let e = environ",
    ] {
      XCTAssertEqual(inputs(manifest), .init(environment: "X=1\nY=2", dependsOnPath: false), manifest)
    }
  }

  func testWordsInCommentsAndStringsReadNothing() {
    for manifest in [
      "// getenv(\"X\") and ProcessInfo.processInfo.environment\nlet a = 1",
      "/* FileManager.default */ let a = \"getenv(X) contentsOfFile environment\"",
      "let note = \"#filePath\"",
    ] {
      XCTAssertEqual(inputs(manifest), .init(environment: "", dependsOnPath: false), manifest)
    }
  }

  func testManifestsThatMayReadFilesOrAskTheMachineAreNeverCached() {
    for manifest in [
      #"let text = try! String(contentsOfFile: "VERSION")"#,
      #"let data = try! Data(contentsOf: URL(fileURLWithPath: "x"))"#,
      "let exists = FileManager.default.fileExists(atPath: \"x\")",
      "let info = ProcessInfo.processInfo.hostName",
      "let p = ProcessInfo.processInfo\nlet e = p.environment",
      "let git = Context.gitInformation",
      "let f = fopen(\"x\", \"r\")",
      "let now = Date()",
      "let x = getenv(\"X\"",  // does not parse
    ] {
      XCTAssertNil(inputs(manifest), manifest)
    }
  }

  func testManifestsThatSeeTheirPathDependOnIt() {
    for manifest in [
      "let here = #filePath",
      "let here = #file",
      "let folder = Context.packageDirectory",
      "let url = URL(fileURLWithPath: \"../sword\")",
    ] {
      XCTAssertEqual(inputs(manifest)?.dependsOnPath, true, manifest)
    }
  }
}
