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
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
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
      let message = error.diagnostics.first?.message ?? ""
      XCTAssertTrue(message.hasPrefix("'root' is missing, and this folder has no Package.swift"), message)
      XCTAssertTrue(
        message.contains("root:\n  sources: VoiceMemo\n  module: VoiceMemo\n  output: VoiceMemo/Sword.generated.swift"),
        message)
      XCTAssertEqual(error.diagnostics.first?.location, SourceLocation(file: root.path + "/.sword.yml", line: 1, column: 1))
    }
  }

  func testWithoutAProjectTheFolderHoldingMainIsProposed() throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent("VoiceMemo.xcodeproj"))
    let guess = XcodeRootGuess(workspaceRoot: root.path)
    XCTAssertEqual([guess.sources, guess.module], ["VoiceMemo", "VoiceMemo"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("VoiceMemo"))
    XCTAssertFalse(XcodeRootGuess(workspaceRoot: root.path).isGuessed)
    XCTAssertEqual(XcodeRootGuess.moduleName("My App-2"), "My_App_2")
  }
}
