import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Projects in the form Xcode 16 and 26 write them (`objectVersion = 77`, a synchronized folder, one object per
/// section, comments after identifiers): an app in its own folder `Shop/` whose features are local packages beside
/// it, added with "Add Local…" (`relativePath = ../Packages/Core`, and products that name no package).
final class XcodeWrittenProjectTests: XCTestCase {
  /// `Shop/Shop.xcodeproj/project.pbxproj` referencing `packages` (relative paths) with "Add Local…", its target
  /// using `products` (none of them naming its package, as Xcode writes them).
  static func project(packages: [String], products: [String]) -> String {
    func id(_ number: Int) -> String { String(format: "B1C2%04X2E9F00AA00C0FFEE", number) }
    let references = packages.enumerated().map { (id(0x8000 + $0.offset), $0.element) }
    let dependencies = products.enumerated().map { (id(0xA000 + $0.offset), $0.element) }
    let buildFiles = products.enumerated().map { (id(0x1000 + $0.offset), $0.element) }
    func list(_ items: [(String, String)], _ comment: (String) -> String) -> String {
      items.map { "\t\t\t\t\($0.0) /* \(comment($0.1)) */,\n" }.joined()
    }
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 77;
      \tobjects = {

      /* Begin PBXBuildFile section */
      \(buildFiles.enumerated().map { "\t\t\($0.element.0) /* \($0.element.1) in Frameworks */ = {isa = PBXBuildFile; productRef = \(dependencies[$0.offset].0) /* \($0.element.1) */; };\n" }.joined())\
      /* End PBXBuildFile section */

      /* Begin PBXFileReference section */
      \t\t\(id(0x2001)) /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
      /* End PBXFileReference section */

      /* Begin PBXFileSystemSynchronizedRootGroup section */
      \t\t\(id(0x4002)) /* Shop */ = {
      \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
      \t\t\tpath = Shop;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXFileSystemSynchronizedRootGroup section */

      /* Begin PBXFrameworksBuildPhase section */
      \t\t\(id(0x3002)) /* Frameworks */ = {
      \t\t\tisa = PBXFrameworksBuildPhase;
      \t\t\tbuildActionMask = 2147483647;
      \t\t\tfiles = (
      \(list(buildFiles) { "\($0) in Frameworks" })\
      \t\t\t);
      \t\t\trunOnlyForDeploymentPostprocessing = 0;
      \t\t};
      /* End PBXFrameworksBuildPhase section */

      /* Begin PBXGroup section */
      \t\t\(id(0x4001)) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(id(0x4002)) /* Shop */,
      \t\t\t\t\(id(0x4003)) /* Products */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\t\(id(0x4003)) /* Products */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(id(0x2001)) /* Shop.app */,
      \t\t\t);
      \t\t\tname = Products;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXGroup section */

      /* Begin PBXNativeTarget section */
      \t\t\(id(0x5001)) /* Shop */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = \(id(0x7002)) /* Build configuration list for PBXNativeTarget "Shop" */;
      \t\t\tbuildPhases = (
      \t\t\t\t\(id(0x3001)) /* Sources */,
      \t\t\t\t\(id(0x3002)) /* Frameworks */,
      \t\t\t);
      \t\t\tbuildRules = (
      \t\t\t);
      \t\t\tdependencies = (
      \t\t\t);
      \t\t\tfileSystemSynchronizedGroups = (
      \t\t\t\t\(id(0x4002)) /* Shop */,
      \t\t\t);
      \t\t\tname = Shop;
      \t\t\tpackageProductDependencies = (
      \(list(dependencies) { $0 })\
      \t\t\t);
      \t\t\tproductName = Shop;
      \t\t\tproductReference = \(id(0x2001)) /* Shop.app */;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      /* End PBXNativeTarget section */

      /* Begin PBXProject section */
      \t\t\(id(0x6001)) /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tattributes = {
      \t\t\t\tBuildIndependentTargetsInParallel = 1;
      \t\t\t\tLastSwiftUpdateCheck = 2600;
      \t\t\t\tLastUpgradeCheck = 2600;
      \t\t\t\tTargetAttributes = {
      \t\t\t\t\t\(id(0x5001)) = {
      \t\t\t\t\t\tCreatedOnToolsVersion = 26.0;
      \t\t\t\t\t};
      \t\t\t\t};
      \t\t\t};
      \t\t\tbuildConfigurationList = \(id(0x7001)) /* Build configuration list for PBXProject "Shop" */;
      \t\t\tdevelopmentRegion = en;
      \t\t\thasScannedForEncodings = 0;
      \t\t\tknownRegions = (
      \t\t\t\ten,
      \t\t\t\tBase,
      \t\t\t);
      \t\t\tmainGroup = \(id(0x4001));
      \t\t\tminimizedProjectReferenceProxies = 1;
      \t\t\tpackageReferences = (
      \(list(references) { "XCLocalSwiftPackageReference \"\($0)\"" })\
      \t\t\t);
      \t\t\tpreferredProjectObjectVersion = 77;
      \t\t\tproductRefGroup = \(id(0x4003)) /* Products */;
      \t\t\tprojectDirPath = "";
      \t\t\tprojectRoot = "";
      \t\t\ttargets = (
      \t\t\t\t\(id(0x5001)) /* Shop */,
      \t\t\t);
      \t\t};
      /* End PBXProject section */

      /* Begin PBXSourcesBuildPhase section */
      \t\t\(id(0x3001)) /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tbuildActionMask = 2147483647;
      \t\t\tfiles = (
      \t\t\t);
      \t\t\trunOnlyForDeploymentPostprocessing = 0;
      \t\t};
      /* End PBXSourcesBuildPhase section */

      /* Begin XCBuildConfiguration section */
      \(["Debug": 0x7011, "Release": 0x7012].sorted { $0.key < $1.key }.map { name, number in """
      \t\t\(id(number)) /* \(name) */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tSDKROOT = iphoneos;
      \t\t\t};
      \t\t\tname = \(name);
      \t\t};
      \t\t\(id(number + 0x10)) /* \(name) */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Shop;
      \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
      \t\t\t\tSWIFT_APPROACHABLE_CONCURRENCY = YES;
      \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
      \t\t\t\tSWIFT_VERSION = 5.0;
      \t\t\t};
      \t\t\tname = \(name);
      \t\t};

      """ }.joined())\
      /* End XCBuildConfiguration section */

      /* Begin XCConfigurationList section */
      \t\t\(id(0x7001)) /* Build configuration list for PBXProject "Shop" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t\(id(0x7011)) /* Debug */,
      \t\t\t\t\(id(0x7012)) /* Release */,
      \t\t\t);
      \t\t\tdefaultConfigurationIsVisible = 0;
      \t\t\tdefaultConfigurationName = Release;
      \t\t};
      \t\t\(id(0x7002)) /* Build configuration list for PBXNativeTarget "Shop" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t\(id(0x7021)) /* Debug */,
      \t\t\t\t\(id(0x7022)) /* Release */,
      \t\t\t);
      \t\t\tdefaultConfigurationIsVisible = 0;
      \t\t\tdefaultConfigurationName = Release;
      \t\t};
      /* End XCConfigurationList section */

      /* Begin XCLocalSwiftPackageReference section */
      \(references.map { "\t\t\($0.0) /* XCLocalSwiftPackageReference \"\($0.1)\" */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = \($0.1);\n\t\t};\n" }.joined())\
      /* End XCLocalSwiftPackageReference section */

      /* Begin XCSwiftPackageProductDependency section */
      \(dependencies.map { "\t\t\($0.0) /* \($0.1) */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tproductName = \($0.1);\n\t\t};\n" }.joined())\
      /* End XCSwiftPackageProductDependency section */
      \t};
      \trootObject = \(id(0x6001)) /* Project object */;
      }

      """
  }

  /// The workspace: `Shop/` with the project and its synchronized folder, `Packages/Core` beside it vending `Core`.
  /// A repository (`repository`'s `.git`, the workspace of a run without `.sword.yml`) with the app `Shop` and
  /// the package `Packages/Core`.
  private func workspace(packages: [String], products: [String], repository: String = ".") throws -> TemporaryFolder {
    let folder = try TemporaryFolder(for: self)
    try folder.write(repository + "/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("Shop/Shop.xcodeproj/project.pbxproj", Self.project(packages: packages, products: products))
    try folder.write(
      "Shop/Shop/CartViewModel.swift",
      """
      import Core
      import Sword

      @Dependency(registeredTo: ShopComponent.self)
      final class CartViewModel {
        let cart: Cart

        @Injected
        init(cart: Cart) { self.cart = cart }
      }

      """)
    try folder.write("Packages/Core/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write(
      "Packages/Core/Sources/Core/ShopComponent.swift",
      """
      import Sword

      @Component
      public final class ShopComponent {}

      @Dependency(registeredTo: ShopComponent.self)
      public struct Cart {
        @Injected
        public init() {}
      }

      """)
    return folder
  }

  private func core(in folder: TemporaryFolder) -> DescribedPackage {
    DescribedPackage(
      name: "Core", path: folder.path + "/Packages/Core",
      targets: [DescribedTarget(name: "Core", path: "Sources/Core", sources: ["ShopComponent.swift"])],
      products: [DescribedProduct(name: "Core", targets: ["Core"])])
  }

  private func generate(in folder: TemporaryFolder, describing packages: [String: DescribedPackage]) async
    -> PipelineReport
  {
    let request = XcodeProjectRequest(
      projectPath: folder.path + "/Shop/Shop.xcodeproj", target: "Shop",
      outputPath: folder.path + "/Shop/Shop/Sword.generated.swift")
    return await Pipeline.run(
      .xcodeProject(
        request, packages: .describer(PrecomputedDescriber(packages: packages, file: folder.path + "/described"))),
      goal: .generate, options: PipelineOptions(currentDirectory: folder.path))
  }

  /// "Add Local…" of a package outside the project's folder: the product names no package, and the package's
  /// targets take part as they do when the product names it.
  func testAProductOfAPackageAddedWithAddLocalOutsideTheProjectFolderIsIndexed() async throws {
    let folder = try workspace(packages: ["../Packages/Core"], products: ["Core", "Sword"])
    let root = try PBXTestProject.read(folder.path + "/Shop/Shop.xcodeproj", target: "Shop").get()
    XCTAssertEqual(root.packages.map(\.path), [folder.path + "/Packages/Core"])
    XCTAssertEqual(root.products.map(\.name), ["Core"], "Sword's own library is left out")
    XCTAssertEqual(root.products.map(\.packagePath), [nil])
    let report = await generate(in: folder, describing: [folder.path + "/Packages/Core": core(in: folder)])
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.outcome, .written)
    XCTAssertEqual(report.counts["targets"], 2, "Shop and Core")
    let generated = try String(contentsOfFile: folder.path + "/Shop/Shop/Sword.generated.swift", encoding: .utf8)
    XCTAssertTrue(generated.contains("import Core"), generated)
  }

  /// A local package outside the workspace (here the repository is `Shop/` alone) is not described — its manifest
  /// would run — but reported at its reference, as `local_packages:` outside the workspace is; `.sword.yml`'s
  /// `allow_outside_workspace: true` lets it in.
  func testALocalPackageOutsideTheWorkspaceIsReportedAndNotDescribed() async throws {
    let folder = try workspace(packages: ["../Packages/Core"], products: ["Core", "Sword"], repository: "Shop")
    let report = await generate(in: folder, describing: [folder.path + "/Packages/Core": core(in: folder)])
    XCTAssertEqual(report.outcome, .failed)
    XCTAssertEqual(report.diagnostics.map(\.id), [.configPathOutsideWorkspace])
    XCTAssertEqual(report.diagnostics.first?.location?.file, folder.path + "/Shop/Shop.xcodeproj/project.pbxproj")
    XCTAssertTrue(report.diagnostics.first?.message.contains("allow_outside_workspace") ?? false)

    try folder.write("Shop/.sword.yml", "allow_outside_workspace: true\nroot:\n  target: Shop\n")
    let request = XcodeProjectRequest(
      projectPath: folder.path + "/Shop/Shop.xcodeproj", target: "Shop",
      outputPath: folder.path + "/Shop/Shop/Sword.generated.swift", configPath: folder.path + "/Shop/.sword.yml")
    let allowed = await Pipeline.run(
      .xcodeProject(
        request,
        packages: .describer(
          PrecomputedDescriber(packages: [folder.path + "/Packages/Core": core(in: folder)], file: folder.path + "/d"))),
      goal: .generate, options: PipelineOptions(currentDirectory: folder.path))
    XCTAssertEqual(allowed.diagnostics.map(\.rendered), [])
    XCTAssertEqual(allowed.outcome, .written)
  }

  /// Sword's own package referenced by path (`../Sword`, to work on Sword) is not described when the other packages
  /// vend every product: the describer here knows only `Core`, and would fail on it.
  func testSwordsOwnPackageReferencedByPathIsNotDescribed() async throws {
    let folder = try workspace(packages: ["../Sword", "../Packages/Core"], products: ["Sword", "Core"])
    try folder.write("Sword/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write("Sword/Sources/Sword/Sword.swift", "")
    try folder.write("Sword/Sources/SwordMacros/Macros.swift", "")
    let report = await generate(in: folder, describing: [folder.path + "/Packages/Core": core(in: folder)])
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.outcome, .written)
  }

  /// A package reference whose folder is not there: at its line in `project.pbxproj`, naming the folder.
  func testAMissingLocalPackageFolderIsReportedAtItsReference() async throws {
    let folder = try workspace(packages: ["../Packages/Core", "../Packages/Payments"], products: ["Core", "Payments"])
    let report = await generate(in: folder, describing: [folder.path + "/Packages/Core": core(in: folder)])
    let file = folder.path + "/Shop/Shop.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let line =
      try XCTUnwrap(
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.hasSuffix("/* XCLocalSwiftPackageReference \"../Packages/Payments\" */ = {")
        }) + 1
    XCTAssertEqual(
      report.diagnostics.map(\.rendered),
      [
        "\(file):\(line):3: error: [Sword/XcodePackageMissing] the project references the local package "
          + "'../Packages/Payments' (the folder '\(folder.path)/Packages/Payments'), but it is not there; put the "
          + "package there, or remove the reference in Xcode (the project's Package Dependencies) and add the "
          + "package from where it is now"
      ])
  }

  /// A folder that holds no `Package.swift` is said so.
  func testAPackageFolderWithoutAManifestIsReported() async throws {
    let folder = try workspace(packages: ["../Packages/Empty"], products: ["Empty"])
    try folder.write("Packages/Empty/readme.md", "")
    let report = await generate(in: folder, describing: [:])
    XCTAssertEqual(report.diagnostics.map(\.id), [.xcodePackageMissing])
    XCTAssertTrue(report.diagnostics.first?.message.contains("but it holds no Package.swift") == true)
  }

  /// A project broken by hand is reported at the fault, in `project.pbxproj`, not at its top.
  func testAMalformedProjectIsReportedAtTheFault() async throws {
    let folder = try workspace(packages: ["../Packages/Core"], products: ["Core"])
    let file = folder.path + "/Shop/Shop.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: "isa = XCLocalSwiftPackageReference;", with: "isa = XCLocalSwiftPackageReference")
    try folder.write("Shop/Shop.xcodeproj/project.pbxproj", broken)
    let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try XCTUnwrap(lines.firstIndex { $0 == "\t\t\tisa = XCLocalSwiftPackageReference" }) + 1
    let report = await generate(in: folder, describing: [folder.path + "/Packages/Core": core(in: folder)])
    XCTAssertEqual(
      report.diagnostics.map(\.rendered),
      [
        "\(file):\(line):38: error: [Sword/XcodeProjectUnreadable] cannot read the Xcode project: not a property "
          + "list: expected ';' after the value of 'isa'; fix the file there (or take it back from version control)"
      ])
  }
}
