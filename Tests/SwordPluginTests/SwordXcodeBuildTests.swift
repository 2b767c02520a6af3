import Foundation
import SwordTestSupport
import XCTest

/// `SwordXcodeBuild`: the command the build-tool plugins run for an Xcode target, and its inputs.
final class SwordXcodeBuildTests: XCTestCase {
  private func build(in folder: TemporaryFolder, sources: [String] = ["App/AppMain.swift"]) -> SwordXcodeBuild {
    SwordXcodeBuild(
      projectFolder: URL(fileURLWithPath: folder.path + "/Project"), projectName: "App", targetName: "App",
      targetSources: sources.map { URL(fileURLWithPath: folder.path + "/Project/" + $0) },
      workDirectory: URL(fileURLWithPath: folder.path + "/Work"))
  }

  private func writeProject(in folder: TemporaryFolder) throws {
    try folder.write(
      "Project/App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      { objects = {
          P = { isa = PBXProject; packageReferences = (L1, L2, R); };
          L1 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Inside; };
          L2 = { isa = XCLocalSwiftPackageReference; relativePath = ../Shared/Kit; };
          R = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/r"; };
        }; rootObject = P; }
      """)
    for file in [
      "Project/App/AppMain.swift", "Project/App/Assets.xcassets/Odd.swift", "Project/App/Notes.md",
      "Project/Packages/Inside/Package.swift", "Project/Packages/Inside/Sources/In/In.swift",
      "Project/Packages/Inside/.build/checkouts/x/X.swift", "Project/DerivedData/Y.swift",
      "Shared/Kit/Package.swift", "Shared/Kit/Sources/Kit/Kit.swift", "Elsewhere/Sources/E/E.swift",
      "Unrelated/U.swift",
    ] {
      try folder.write(file, "")
    }
  }

  func testTheInputsAreTheProjectItsFolderAndTheLocalPackagesElsewhere() throws {
    let folder = try TemporaryFolder(for: self)
    try writeProject(in: folder)
    try folder.write("Project/.sword.yml", "local_packages:\n  - path: ../Elsewhere  # old\n    targets: [E]\n")
    let inputs = build(in: folder).inputFiles().map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") }
    XCTAssertEqual(
      inputs,
      [
        "Elsewhere/Sources/E/E.swift", "Project/.sword.yml", "Project/App.xcodeproj/project.pbxproj",
        "Project/App/AppMain.swift", "Project/Packages/Inside/Package.swift",
        "Project/Packages/Inside/Sources/In/In.swift", "Shared/Kit/Package.swift", "Shared/Kit/Sources/Kit/Kit.swift",
      ])
  }

  func testSwordsOwnPackageReferencedByPathIsNoInput() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "Project/App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      { objects = {
          P = { isa = PBXProject; packageReferences = (L1, L2, L3); };
          L1 = { isa = XCLocalSwiftPackageReference; relativePath = ../sword; };
          L2 = { isa = XCLocalSwiftPackageReference; relativePath = Vendor/sword; };
          L3 = { isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Core; };
        }; rootObject = P; }
      """)
    for sword in ["sword", "Project/Vendor/sword"] {
      for file in [
        "Package.swift", "Sources/Sword/Sword.swift", "Sources/SwordMacros/Macro.swift",
        "Plugins/SwordBuildPlugin/Plugin.swift",
      ] {
        try folder.write(sword + "/" + file, "")
      }
    }
    for file in ["Project/App/AppMain.swift", "Packages/Core/Package.swift", "Packages/Core/Sources/Core/Core.swift"] {
      try folder.write(file, "")
    }
    let inputs = build(in: folder).inputFiles().map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") }
    XCTAssertEqual(
      inputs,
      [
        "Packages/Core/Package.swift", "Packages/Core/Sources/Core/Core.swift",
        "Project/App.xcodeproj/project.pbxproj", "Project/App/AppMain.swift",
      ])
  }

  func testGenerateAsksForTheProjectsTargetAndTheConfigurationWhenThereIsOne() throws {
    let folder = try TemporaryFolder(for: self)
    try writeProject(in: folder)
    let build = build(in: folder)
    let work = folder.path + "/Work"
    XCTAssertEqual(
      build.generateArguments(parts: 1),
      [
        "generate", "--quiet", "--xcode-project", folder.path + "/Project/App.xcodeproj", "--xcode-target", "App",
        "--output", work + "/Sword.generated.swift", "--output-files", "1", "--cache-dir", work + "/cache",
      ])
    XCTAssertThrowsError(try build.checkArguments()) { error in
      XCTAssertTrue("\(error)".contains("there is none beside App.xcodeproj"), "\(error)")
    }
    try folder.write("Project/.sword.yml", "root: {xcode_project: App.xcodeproj, target: App}\n")
    XCTAssertEqual(build.generateArguments(parts: 8).suffix(2), ["--config", folder.path + "/Project/.sword.yml"])
    XCTAssertEqual(
      try build.checkArguments(),
      [
        "check", "--quiet", "--config", folder.path + "/Project/.sword.yml", "--cache-dir", work + "/cache",
        "--stamp", work + "/sword-check.stamp",
      ])
  }

  func testLargeTargetsSplitTheCodeInEightFiles() throws {
    let folder = try TemporaryFolder(for: self)
    let build = build(in: folder)
    let few = (0..<99).map { URL(fileURLWithPath: "/p/F\($0).swift") }
    XCTAssertEqual(build.parts(for: few + [URL(fileURLWithPath: "/p/project.pbxproj")]), 1)
    XCTAssertEqual(build.parts(for: few + [URL(fileURLWithPath: "/p/F99.swift")]), 8)
    XCTAssertEqual(build.generatedFiles(parts: 1).map(\.lastPathComponent), ["Sword.generated.swift"])
    XCTAssertEqual(build.generatedFiles(parts: 8).map(\.lastPathComponent).last, "Sword.generated.8.swift")
  }
}
