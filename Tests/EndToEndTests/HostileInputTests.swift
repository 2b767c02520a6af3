import Foundation
import XCTest

/// The bad-input catalogue: each hostile input gives exit code 1, a located `[Sword/…]` error, and leaves the
/// previously generated file byte-for-byte unchanged. Runs the real `sword` on small workspaces with no
/// dependencies (each costs one `swift package describe`).
final class HostileInputTests: XCTestCase {
  private var root: URL!
  private let previous = "// generated earlier; must survive every bad run\n"

  override func setUpWithError() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: CommandRunner.sword), "build sword first: swift build --product sword")
    root = FileManager.default.temporaryDirectory.appendingPathComponent("sword-hostile-\(UUID().uuidString)")
    try write("Package.swift", """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Hostile", targets: [.executableTarget(name: "App"), .target(name: "Lib")])
      """)
    try write("Sources/App/main.swift", "import Sword\n@Component final class AppComponent {}\n")
    try write("Sources/Lib/Lib.swift", "public struct Lib {}\n")
    try write("Sources/App/Sword.generated.swift", previous)
    try write(".sword.yml", "root:\n  target: App\n")
  }

  override func tearDownWithError() throws {
    if let root { try? FileManager.default.removeItem(at: root) }
  }

  private func write(_ relative: String, _ text: String) throws {
    try write(relative, Data(text.utf8))
  }

  private func write(_ relative: String, _ data: Data) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Runs `sword generate`; expects exit 1, `id` in a located error line, and the old file untouched.
  private func expectRefused(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let result = try CommandRunner.run(CommandRunner.sword, ["generate"], in: root)
    XCTAssertEqual(result.status, 1, result.output, file: file, line: line)
    let located = result.output.split(separator: "\n").contains {
      $0.contains("error: [Sword/\(id)]") && $0.range(of: #"^[^:]+:\d+:\d+: error"#, options: .regularExpression) != nil
    }
    XCTAssertTrue(located, "expected a located [Sword/\(id)] error:\n\(result.output)", file: file, line: line)
    let now = try String(contentsOf: root.appendingPathComponent("Sources/App/Sword.generated.swift"), encoding: .utf8)
    XCTAssertEqual(now, previous, "the previous generated file changed", file: file, line: line)
  }

  func testEmptyConfig() throws {
    try write(".sword.yml", "")
    try expectRefused("ConfigSyntax")
  }

  func testBinaryConfig() throws {
    try write(".sword.yml", Data([0x00, 0xFF, 0xFE, 0x13, 0x37, 0x00, 0x80]))
    try expectRefused("ConfigSyntax")
  }

  func testTabsInConfig() throws {
    try write(".sword.yml", "root:\n\ttarget: App\n")
    try expectRefused("ConfigSyntax")
  }

  func testAnchorsAndAliases() throws {
    try write(".sword.yml", "root: &r\n  target: App\nlocal_packages: *r\n")
    try expectRefused("ConfigUnsupported")
  }

  func testDuplicateKeys() throws {
    try write(".sword.yml", "root:\n  target: App\nroot:\n  target: App\n")
    try expectRefused("ConfigDuplicateKey")
  }

  func testBillionLaughs() throws {
    var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
    for level in 1...9 {
      let previousName = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      text += "\(name): &\(name) [" + Array(repeating: "*\(previousName)", count: 9).joined(separator: ",") + "]\n"
    }
    try write(".sword.yml", text)
    try expectRefused("ConfigUnsupported")
  }

  func testHundredMegabyteConfig() throws {
    let url = root.appendingPathComponent(".sword.yml")
    _ = FileManager.default.createFile(atPath: url.path, contents: Data("root:\n  target: App\n".utf8))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100 << 20)  // sparse: 100 MB without writing them
    try handle.close()
    try expectRefused("ConfigUnreadable")
  }

  func testPackagePathThatDoesNotExist() throws {
    try write(".sword.yml", "local_packages:\n  - path: Nowhere\n    targets: [X]\nroot:\n  target: App\n")
    try expectRefused("ConfigMissingPath")
  }

  func testPackagePathThatIsAFile() throws {
    try write("NotAFolder", "x")
    try write(".sword.yml", "local_packages:\n  - path: NotAFolder\n    targets: [X]\nroot:\n  target: App\n")
    try expectRefused("ConfigMissingPath")
  }

  func testPackagePathThatIsASymlinkLoop() throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Loop").path, withDestinationPath: root.appendingPathComponent("Loop").path)
    try write(".sword.yml", "local_packages:\n  - path: Loop\n    targets: [X]\nroot:\n  target: App\n")
    try expectRefused("ConfigMissingPath")
  }

  func testPathsThatLeaveTheWorkspace() throws {
    try write(".sword.yml", "local_packages:\n  - path: ../..\n    targets: [X]\nroot:\n  target: App\n")
    try expectRefused("ConfigPathOutsideWorkspace")
    try write(".sword.yml", "local_packages:\n  - path: /usr\n    targets: [X]\nroot:\n  target: App\n")
    try expectRefused("ConfigPathOutsideWorkspace")
  }

  func testOutputOutsideTheRootTarget() throws {
    try write(".sword.yml", "root:\n  target: App\n  output: ../../Escaped.swift\n")
    try expectRefused("ConfigInvalidValue")
  }

  func testManifestThatDoesNotCompile() throws {
    try write("Broken/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Broken\", targets: [undefinedThing])\n")
    try write(".sword.yml", "local_packages:\n  - path: Broken\n    targets: [X]\nroot:\n  target: App\n")
    try expectRefused("DescribeFailed")
  }

  func testTargetThatDoesNotExistAndRootThatIsNotListed() throws {
    try write(".sword.yml", "local_packages:\n  - path: .\n    targets: [Lbi]\nroot:\n  target: Ap\n")
    try expectRefused("UnknownTarget")
  }

  func testSourceThatIsNotUTF8() throws {
    try write("Sources/App/Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0x0A]))
    try expectRefused("SourceUnreadable")
  }

  func testSourceThatDoesNotParse() throws {
    try write("Sources/App/Broken.swift", "import Sword\n@Dependency(registeredTo: AppComponent.self)\nfinal class X { @Injected init( }\n")
    try expectRefused("SourceSyntax")
  }

  func testEmptySourceFileIsFine() throws {
    try write("Sources/App/Empty.swift", "")
    let result = try CommandRunner.run(CommandRunner.sword, ["generate"], in: root)
    XCTAssertEqual(result.status, 0, result.output)
  }

  func testFiftyMegabyteSources() throws {
    // Without Sword attributes: skipped by the byte scan, the run succeeds.
    let line = String(repeating: "let value = 1 // padding padding padding padding padding padding padding\n", count: 1)
    let plain = String(repeating: line, count: (50 << 20) / line.utf8.count)
    try write("Sources/App/Huge.swift", plain)
    let accepted = try CommandRunner.run(CommandRunner.sword, ["generate", "--no-cache"], in: root)
    XCTAssertEqual(accepted.status, 0, accepted.output)
    // With them: refused with a located error, nothing written.
    try write("Sources/App/Sword.generated.swift", previous)
    try write("Sources/App/Huge.swift", "@Dependency(registeredTo: AppComponent.self)\n" + plain)
    try expectRefused("SourceTooLarge")
  }

  func testTargetWithNoSources() throws {
    try write("Package.swift", """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Hostile", targets: [.executableTarget(name: "App"), .target(name: "Lib"), .target(name: "Empty")])
      """)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/Empty"), withIntermediateDirectories: true)
    try write(".sword.yml", "local_packages:\n  - path: .\n    targets: [Empty]\nroot:\n  target: App\n")
    let result = try CommandRunner.run(CommandRunner.sword, ["generate"], in: root)
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(result.output.contains("error: [Sword/"), result.output)
    let now = try String(contentsOf: root.appendingPathComponent("Sources/App/Sword.generated.swift"), encoding: .utf8)
    XCTAssertEqual(now, previous)
  }
}
