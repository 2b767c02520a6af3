import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `XcodeProjectReader`: a target's sources, module name, settings and local packages from a `project.pbxproj`.
final class XcodeProjectReaderTests: XCTestCase {
  func testSourcesPhaseFilesAreResolvedThroughTheirGroups() throws {
    let folder = try TemporaryFolder(for: self)
    for file in ["App/AppMain.swift", "App/Screens/Home.swift", "Shared/Log.swift", "App/Notes.md"] {
      try folder.write(file, "// \(file)\n")
    }
    var project = PBXTestProject()
    project.mainGroupChildren = ["GA", "FS", "FX"]
    project.add("GA = { isa = PBXGroup; children = (F1, GS, FM); path = App; sourceTree = \"<group>\"; };")
    // A group with a name and no path adds no folder.
    project.add("GS = { isa = PBXGroup; children = (GH); name = Screens; sourceTree = \"<group>\"; };")
    project.add("GH = { isa = PBXGroup; children = (F2); path = Screens; sourceTree = \"<group>\"; };")
    project.add("F1 = { isa = PBXFileReference; path = AppMain.swift; sourceTree = \"<group>\"; };")
    project.add("F2 = { isa = PBXFileReference; path = Home.swift; sourceTree = \"<group>\"; };")
    project.add("FM = { isa = PBXFileReference; path = Notes.md; sourceTree = \"<group>\"; };")
    project.add("FS = { isa = PBXFileReference; path = Shared/Log.swift; sourceTree = SOURCE_ROOT; };")
    project.add("FX = { isa = PBXFileReference; path = Other.swift; sourceTree = BUILT_PRODUCTS_DIR; };")
    project.target("T", name: "App", files: ["F1", "F2", "FM", "FS", "FX"])
    let root = try PBXTestProject.read(try project.write(into: folder), target: "App").get()
    XCTAssertEqual(
      root.app.sourceFiles,
      ["App/AppMain.swift", "App/Screens/Home.swift", "Shared/Log.swift"].map { folder.path + "/" + $0 })
    XCTAssertEqual(root.app.directory, folder.path, "the folder the sources share")
    XCTAssertEqual(root.outputPath, folder.path + "/Sword.generated.swift")
    XCTAssertEqual(root.app.moduleName, "App")
  }

  func testASynchronizedFolderGivesItsSwiftFilesButItsExceptions() throws {
    let folder = try TemporaryFolder(for: self)
    for file in [
      "App/AppMain.swift", "App/Screens/Home.swift", "App/Debug/Menu.swift", "App/Debug/Sub/More.swift",
      "App/Info.plist", "App/.hidden/Ghost.swift", "App/Assets.xcassets/Odd.swift", "App/Kit.bundle/Bundled.swift",
      "App/Resources/Raw.swift", "App/Widget/WidgetOnly.swift",
    ] {
      try folder.write(file, "// \(file)\n")
    }
    var project = PBXTestProject()
    project.mainGroupChildren = ["RG"]
    project.add(
      """
      RG = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX, EW, EP); explicitFolders = (Resources); \
      path = App; sourceTree = "<group>"; };
      """)
    // Left out of App; added to Widget, which does not have the folder; a folder left out of App's Sources phase.
    project.add(
      "EX = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Debug/Menu.swift, Widget); target = T; };"
    )
    project.add(
      "EW = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/WidgetOnly.swift); target = W; };"
    )
    project.add(
      "EP = { isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = ST; membershipExceptions = (Debug/Sub); };"
    )
    project.target("T", name: "App", extra: "fileSystemSynchronizedGroups = (RG);")
    project.target("W", name: "Widget")
    let path = try project.write(into: folder)
    let app = try PBXTestProject.read(path, target: "App").get()
    XCTAssertEqual(app.app.sourceFiles, ["App/AppMain.swift", "App/Screens/Home.swift"].map { folder.path + "/" + $0 })
    XCTAssertEqual(app.app.directory, folder.path + "/App")
    XCTAssertEqual(app.outputPath, folder.path + "/App/Sword.generated.swift")
    let widget = try PBXTestProject.read(path, target: "Widget").get()
    XCTAssertEqual(widget.app.sourceFiles, [folder.path + "/App/Widget/WidgetOnly.swift"])
  }

  func testModuleNameIsProductModuleNameElseTheProductNameMadeAnIdentifier() throws {
    let folder = try TemporaryFolder(for: self)
    var project = PBXTestProject()
    project.target(
      "T1", name: "My App", debug: ["PRODUCT_NAME": "$(TARGET_NAME)"], release: ["PRODUCT_NAME": "$(TARGET_NAME)"])
    project.target(
      "T2", name: "Shell",
      debug: ["PRODUCT_MODULE_NAME": "${PRODUCT_NAME:c99extidentifier}Kit", "PRODUCT_NAME": "2-Go"],
      release: ["PRODUCT_MODULE_NAME": "${PRODUCT_NAME:c99extidentifier}Kit", "PRODUCT_NAME": "2-Go"])
    let path = try project.write(into: folder)
    XCTAssertEqual(try PBXTestProject.read(path, target: "My App").get().app.moduleName, "My_App")
    XCTAssertEqual(try PBXTestProject.read(path, target: "Shell").get().app.moduleName, "_2_GoKit")
  }

  func testSettingsLayerTheProjectTheXcconfigFilesAndTheTarget() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      "Config/Base.xcconfig", "// comment\n#include \"Shared.xcconfig\"\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n")
    try folder.write(
      "Config/Shared.xcconfig",
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = FROM_XCCONFIG $(inherited)\nOTHER[sdk=iphoneos*] = x\n")
    var project = PBXTestProject()
    project.projectSettings = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "PROJECT"]
    project.mainGroupChildren = ["XC"]
    project.add("XC = { isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = \"<group>\"; };")
    project.target(
      "T", name: "App", debug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)"],
      release: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"])
    var text = try project.write(into: folder)
    // The target's Debug configuration is based on the xcconfig file.
    let pbxproj = text + "/project.pbxproj"
    try String(contentsOfFile: pbxproj, encoding: .utf8)
      .replacingOccurrences(
        of: "DT = { isa = XCBuildConfiguration;",
        with: "DT = { isa = XCBuildConfiguration; baseConfigurationReference = XC;"
      )
      .write(toFile: pbxproj, atomically: true, encoding: .utf8)
    text = Paths.parent(of: pbxproj)
    let root = try PBXTestProject.read(text, target: "App").get()
    XCTAssertEqual(
      root.app.compilationConditions, ["Debug": ["DEBUG", "FROM_XCCONFIG", "PROJECT"], "Release": ["PROJECT"]])
    XCTAssertTrue(root.app.isMainActorByDefault)
  }

  func testConfigurationsThatDisagreeOnIsolationAreReportedAtTheTarget() throws {
    let folder = try TemporaryFolder(for: self)
    var project = PBXTestProject()
    project.target("T", name: "App", debug: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"])
    let path = try project.write(into: folder)
    let diagnostics = try XCTUnwrap(PBXTestProject.read(path, target: "App").failure).diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.xcodeSettingsDiffer])
    XCTAssertEqual(diagnostics.first?.location?.file, path + "/project.pbxproj")
    XCTAssertEqual(diagnostics.first?.location?.line, try line(of: "T /* App */", in: path))
    XCTAssertTrue(
      diagnostics.first?.message.contains("(Debug: MainActor, Release: nonisolated)") == true,
      diagnostics.first?.message ?? "")
  }

  func testAFileTheTargetCompilesThatIsNotThereIsReportedAtItsReference() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("App/Here.swift", "")
    var project = PBXTestProject()
    project.mainGroupChildren = ["GA"]
    project.add("GA = { isa = PBXGroup; children = (F1, F2); path = App; sourceTree = \"<group>\"; };")
    project.add("F1 = { isa = PBXFileReference; path = Here.swift; sourceTree = \"<group>\"; };")
    project.add("F2 /* Gone.swift */ = { isa = PBXFileReference; path = Gone.swift; sourceTree = \"<group>\"; };")
    project.target("T", name: "App", files: ["F1", "F2"])
    let path = try project.write(into: folder)
    let diagnostics = try XCTUnwrap(PBXTestProject.read(path, target: "App").failure).diagnostics
    XCTAssertEqual(diagnostics.map(\.id), [.xcodeFileMissing])
    XCTAssertEqual(diagnostics.first?.location?.line, try line(of: "F2 /* Gone.swift */", in: path))
    XCTAssertEqual(diagnostics.first?.location?.column, 3, "after the two tabs")
    XCTAssertTrue(diagnostics.first?.message.contains("'\(folder.path)/App/Gone.swift'") == true)
  }

  func testAnUnknownTargetIsReportedAtTheConfigurationWithTheNearestName() throws {
    let folder = try TemporaryFolder(for: self)
    var project = PBXTestProject()
    project.target("T", name: "VoiceMemo")
    project.target("W", name: "VoiceMemoWidget")
    let diagnostics = try XCTUnwrap(PBXTestProject.read(try project.write(into: folder), target: "VoiceMemos").failure)
      .diagnostics
    XCTAssertEqual(
      diagnostics.map(\.rendered),
      [
        "\(folder.path)/.sword.yml:2:3: error: [Sword/UnknownTarget] Xcode project 'App.xcodeproj' has no target "
          + "named 'VoiceMemos'; did you mean 'VoiceMemo'?\n    targets of 'App.xcodeproj': VoiceMemo, VoiceMemoWidget"
      ])
  }

  func testAProjectWithoutItsFileOrWithAnotherFileIsReported() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Empty.xcodeproj/xcshareddata/x", "")
    let missing = try XCTUnwrap(PBXTestProject.read(folder.path + "/Empty.xcodeproj", target: "App").failure)
    XCTAssertEqual(missing.diagnostics.map(\.id), [.xcodeProjectUnreadable])
    XCTAssertEqual(missing.diagnostics.first?.location?.file, folder.path + "/.sword.yml")
    try folder.write("Bad.xcodeproj/project.pbxproj", "{ objects = ( \n")
    let bad = try XCTUnwrap(PBXTestProject.read(folder.path + "/Bad.xcodeproj", target: "App").failure)
    XCTAssertEqual(bad.diagnostics.map(\.id), [.xcodeProjectUnreadable])
    XCTAssertEqual(
      bad.diagnostics.first?.location,
      SourceLocation(file: folder.path + "/Bad.xcodeproj/project.pbxproj", line: 1, column: 13),
      "at the list never closed")
    XCTAssertEqual(
      bad.diagnostics.first?.message,
      "cannot read the Xcode project: not a property list: the list that starts here is never closed with ')'; fix "
        + "the file there (or take it back from version control)")
  }

  func testLocalPackagesAndTheProductsTheTargetUses() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Packages/Core/Package.swift", "")
    try folder.write("Features/Package.swift", "")
    try folder.write("Docs/readme.md", "")
    var project = PBXTestProject()
    project.packageReferences = ["LR", "RR"]
    project.mainGroupChildren = ["FP", "FD"]
    project.add("LR = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };")
    project.add("RR = { isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/x\"; };")
    // A package folder in the file tree (a folder holding Package.swift), and a folder that is not a package.
    project.add(
      "FP = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Features; sourceTree = \"<group>\"; };")
    project.add("FD = { isa = PBXFileReference; lastKnownFileType = folder; path = Docs; sourceTree = \"<group>\"; };")
    project.add("D1 = { isa = XCSwiftPackageProductDependency; package = LR; productName = Networking; };")
    project.add("D2 = { isa = XCSwiftPackageProductDependency; productName = Login; };")
    project.add("D3 = { isa = XCSwiftPackageProductDependency; package = RR; productName = Alamofire; };")
    project.add("D4 = { isa = XCSwiftPackageProductDependency; productName = \"plugin:SwordBuildToolPlugin\"; };")
    project.add("D5 = { isa = XCSwiftPackageProductDependency; productName = Sword; };")
    project.target("T", name: "App", extra: "packageProductDependencies = (D1, D2, D3, D4, D5);")
    let root = try PBXTestProject.read(try project.write(into: folder), target: "App").get()
    XCTAssertEqual(root.packages.map(\.path), [folder.path + "/Features", folder.path + "/Packages/Core"])
    XCTAssertEqual(root.packages.map(\.isPackageReference), [false, true])
    XCTAssertEqual(root.products.map(\.name), ["Networking", "Login"])
    XCTAssertEqual(root.products.map(\.packagePath), [folder.path + "/Packages/Core", nil])
  }

  func testFrameworkTargetsTheAppDependsOnAreReadWithTheirProducts() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("Kit/Kit.swift", "")
    try folder.write("App/App.swift", "")
    var project = PBXTestProject()
    project.mainGroupChildren = ["FA", "FK"]
    project.add("FA = { isa = PBXFileReference; path = App/App.swift; sourceTree = \"<group>\"; };")
    project.add("FK = { isa = PBXFileReference; path = Kit/Kit.swift; sourceTree = \"<group>\"; };")
    project.add("TD = { isa = PBXTargetDependency; target = K; };")
    project.add("TT = { isa = PBXTargetDependency; target = X; };")
    project.add("DP = { isa = XCSwiftPackageProductDependency; productName = Core; };")
    project.target("T", name: "App", files: ["FA"], extra: "dependencies = (TD, TT);")
    project.target("K", name: "Kit", files: ["FK"], extra: "packageProductDependencies = (DP);")
    project.target("X", name: "AppTests")
    var text = try String(contentsOfFile: try project.write(into: folder) + "/project.pbxproj", encoding: .utf8)
    text = text.replacingOccurrences(
      of: "name = \"Kit\"; productType = \"com.apple.product-type.application\"",
      with: "name = \"Kit\"; productType = \"com.apple.product-type.framework\"")
    try folder.write("App.xcodeproj/project.pbxproj", text)
    let root = try PBXTestProject.read(folder.path + "/App.xcodeproj", target: "App").get()
    XCTAssertEqual(root.frameworks.map(\.moduleName), ["Kit"], "the application target it depends on is not a module")
    XCTAssertEqual(root.frameworks.first?.sourceFiles, [folder.path + "/Kit/Kit.swift"])
    XCTAssertEqual(root.products.map(\.name), ["Core"])
  }

  private func line(of prefix: String, in project: String) throws -> Int? {
    let text = try String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.drop { $0 == "\t" }.hasPrefix(prefix)
    }.map { $0 + 1 }
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
