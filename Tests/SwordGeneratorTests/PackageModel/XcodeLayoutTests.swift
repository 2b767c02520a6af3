import Foundation
import XCTest

@testable import SwordGenerator

/// rockname/sword's "Xcode + Swift Package" layout: a `.sword.yml` with only `local_packages`, beside an Xcode
/// project and no `Package.swift`. Sword names the missing `root` and proposes it from what is in the folder.
final class XcodeLayoutTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("sword-xcode-\(UUID().uuidString)")
    for folder in ["VoiceMemo.xcodeproj", "VoiceMemo", "Package/Sources/AudioRecorder"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "@main struct VoiceMemoApp {}\n".write(
      to: root.appendingPathComponent("VoiceMemo/VoiceMemoApp.swift"), atomically: true, encoding: .utf8)
    try "local_packages:\n  - path: Package\n    targets: [AudioRecorder]\n".write(
      to: root.appendingPathComponent(".sword.yml"), atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  func testTheMissingRootIsNamedWithTheValuesGuessedFromTheFolder() async throws {
    let configuration = try ConfigLoader.load(file: root.path + "/.sword.yml")
    let package = DescribedPackage(
      name: "Package", path: root.path + "/Package",
      targets: [DescribedTarget(name: "AudioRecorder", path: "Sources/AudioRecorder", sources: [])])
    let describer = CannedPackageDescriber(packages: [root.path + "/Package": package])
    do {
      _ = try await WorkspaceLoader(describer: describer).load(configuration)
      XCTFail("expected the missing root to be reported")
    } catch {
      XCTAssertEqual(error.diagnostics.map(\.id), [.configMissingKey])
      // The block to add is printed as lines, not as one line with `\n` in it.
      XCTAssertEqual(
        error.diagnostics.first?.rendered,
        """
        \(root.path)/.sword.yml:1:1: error: [Sword/ConfigMissingKey] 'root' is missing, and this folder has no \
        Package.swift to hold the generated code (rockname/sword's Xcode + Swift Package layout); tell Sword where the \
        app's sources are (guessed from this folder) by adding the block below, then add Sword.generated.swift to the \
        app target once:
            root:
              sources: VoiceMemo
              module: VoiceMemo
              output: VoiceMemo/Sword.generated.swift
        """)
    }
  }

  func testAProjectThatCanBeReadIsProposedWithItsAppTarget() async throws {
    try """
    // !$*UTF8*$!
    { objects = {
        P = { isa = PBXProject; mainGroup = G; };
        G = { isa = PBXGroup; children = (); };
        T = { isa = PBXNativeTarget; name = VoiceMemo; productType = "com.apple.product-type.application"; };
        W = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; };
      }; rootObject = P; }
    """.write(to: root.appendingPathComponent("VoiceMemo.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
    let guess = XcodeRootGuess(workspaceRoot: root.path)
    XCTAssertEqual(guess.detail, ["root:", "  xcode_project: VoiceMemo.xcodeproj", "  target: VoiceMemo"])
    XCTAssertTrue(
      guess.message.hasSuffix(
        "name the Xcode project and its app target, whose sources, settings and "
          + "local packages Sword reads, by adding:"), guess.message)
  }

  func testWithoutAProjectTheFolderHoldingMainIsProposed() throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent("VoiceMemo.xcodeproj"))
    let guess = XcodeRootGuess(workspaceRoot: root.path)
    XCTAssertEqual([guess.sources, guess.module], ["VoiceMemo", "VoiceMemo"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("VoiceMemo"))
    XCTAssertFalse(XcodeRootGuess(workspaceRoot: root.path).isGuessed)
    XCTAssertEqual(XcodeBuildSettings.identifier("My App-2"), "My_App_2")
  }
}
