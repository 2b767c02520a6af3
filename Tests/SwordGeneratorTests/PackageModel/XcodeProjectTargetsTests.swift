import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// `XcodeProjectTargets`: which package targets an Xcode project's products reach, after describe.
final class XcodeProjectTargetsTests: XCTestCase {
  let location = SourceLocation(file: "/ws/App.xcodeproj/project.pbxproj", line: 9, column: 3)

  func root(products: [XcodeProjectRoot.Product], packages: [XcodeProjectRoot.Package]) -> XcodeProjectRoot {
    let app = XcodeProjectRoot.Target(
      name: "App", moduleName: "App", sourceFiles: ["/ws/App/A.swift", "/ws/App/Sword.generated.swift"],
      directory: "/ws/App", isMainActorByDefault: true, compilationConditions: [:])
    return XcodeProjectRoot(
      projectPath: "/ws/App.xcodeproj", app: app, frameworks: [], packages: packages, products: products,
      outputPath: "/ws/App/Sword.generated.swift", location: location)
  }

  func package(_ path: String, reference: Bool) -> XcodeProjectRoot.Package {
    .init(path: path, location: location, isPackageReference: reference)
  }

  func product(_ name: String, in path: String? = nil) -> XcodeProjectRoot.Product {
    .init(name: name, packagePath: path, location: location)
  }

  func testProductsReachTheirTargetsAndWhatTheyDependOnAcrossPackages() {
    let core = DescribedPackage(
      name: "Core", path: "/ws/Core",
      targets: [
        DescribedTarget(
          name: "Networking", path: "Sources/Networking", sources: ["N.swift"], targetDependencies: ["Log"]),
        DescribedTarget(name: "Log", path: "Sources/Log", sources: ["L.swift"]),
        DescribedTarget(name: "Unused", path: "Sources/Unused", sources: ["U.swift"]),
        DescribedTarget(name: "CoreTests", kind: .test, path: "Tests/CoreTests", sources: ["T.swift"]),
        DescribedTarget(name: "CoreMacros", kind: .macro, path: "Sources/CoreMacros", sources: ["M.swift"]),
      ],
      products: [DescribedProduct(name: "Net", targets: ["Networking", "CoreMacros"])])
    let features = DescribedPackage(
      name: "Features", path: "/ws/Features",
      targets: [
        DescribedTarget(name: "Login", path: "Sources/Login", sources: ["L.swift"], productDependencies: ["Net"])
      ],
      products: [DescribedProduct(name: "Login", targets: ["Login"])])
    let root = root(
      products: [product("Login")],
      packages: [package("/ws/Core", reference: true), package("/ws/Features", reference: false)])
    XCTAssertEqual(
      XcodeProjectTargets.packagesToDescribe(root).map(\.path), ["/ws/Core", "/ws/Features"],
      "a product without a package may come from any local package of the project")
    let found = XcodeProjectTargets.targets(
      of: root, descriptions: ["/ws/Core": .success(core), "/ws/Features": .success(features)])
    XCTAssertEqual(found.targets.map(\.name), ["App", "Login", "Networking", "Log"])
    XCTAssertEqual(found.targets.first?.sourceFiles, ["/ws/App/A.swift"], "the generated file is not a source")
    XCTAssertEqual(found.targets.first?.isMainActorByDefault, true)
    XCTAssertEqual(found.targets.map(\.isRoot), [true, false, false, false])
    XCTAssertEqual(found.warnings, [])
  }

  func testSwordsOwnPackageIsNeverEnteredAndAProductNoPackageVendsIsAWarning() {
    let sword = DescribedPackage(
      name: "sword", path: "/sword",
      targets: [
        DescribedTarget(name: "Sword", path: "Sources/Sword", sources: ["S.swift"]),
        DescribedTarget(name: "SwordMacros", kind: .macro, path: "Sources/SwordMacros", sources: ["M.swift"]),
      ],
      products: [
        DescribedProduct(name: "Sword", targets: ["Sword"]), DescribedProduct(name: "SwordKit", targets: ["Sword"]),
      ])
    let root = root(
      products: [product("SwordKit", in: "/sword"), product("Analytics", in: "/ws/Core")],
      packages: [package("/sword", reference: true), package("/ws/Core", reference: true)])
    let core = DescribedPackage(name: "Core", path: "/ws/Core", targets: [])
    let found = XcodeProjectTargets.targets(
      of: root, descriptions: ["/sword": .success(sword), "/ws/Core": .success(core)])
    XCTAssertEqual(found.targets.map(\.name), ["App"])
    XCTAssertEqual(
      found.warnings.map(\.rendered),
      [
        "\(location): warning: [Sword/XcodeProductMissing] the project uses the package product 'Analytics', which no "
          + "local package it references vends; its modules are not indexed (list its package under 'local_packages' "
          + "if it is local)"
      ])
  }

  func testADescriptionWithoutProductsVendsTheTargetOfTheProductsName() {
    let old = DescribedPackage(
      name: "Old", path: "/ws/Old", targets: [DescribedTarget(name: "Feed", path: "Sources/Feed", sources: ["F.swift"])]
    )
    let root = root(products: [product("Feed")], packages: [package("/ws/Old", reference: false)])
    let found = XcodeProjectTargets.targets(of: root, descriptions: ["/ws/Old": .success(old)])
    XCTAssertEqual(found.targets.map(\.name), ["App", "Feed"])
  }

  func testAPackageThatFailedToDescribeGivesNoSecondProblem() {
    let root = root(products: [product("Feed", in: "/ws/Broken")], packages: [package("/ws/Broken", reference: true)])
    let found = XcodeProjectTargets.targets(of: root, descriptions: ["/ws/Broken": .failure(DiagnosticsError([]))])
    XCTAssertEqual(found.warnings, [])
  }

  /// Xcode's "Add Local…" writes the product without `package =`: the package references are its candidates too.
  func testAProductThatNamesNoPackageComesFromAPackageAddedWithAddLocal() {
    let core = DescribedPackage(
      name: "Core", path: "/ws/Packages/Core",
      targets: [DescribedTarget(name: "Networking", path: "Sources/Networking", sources: ["N.swift"])],
      products: [DescribedProduct(name: "Networking", targets: ["Networking"])])
    let root = root(
      products: [product("Networking")],
      packages: [package("/ws/Packages/Core", reference: true), package("/ws/Packages/Empty", reference: true)])
    let empty = DescribedPackage(name: "Empty", path: "/ws/Packages/Empty", targets: [])
    let descriptions: [String: Result<DescribedPackage, DiagnosticsError>] = [
      "/ws/Packages/Core": .success(core), "/ws/Packages/Empty": .success(empty),
    ]
    XCTAssertEqual(
      XcodeProjectTargets.packagesToDescribe(root).map(\.path), ["/ws/Packages/Core", "/ws/Packages/Empty"])
    XCTAssertEqual(XcodeProjectTargets.packagesStillToDescribe(root, descriptions: descriptions).map(\.path), [])
    let found = XcodeProjectTargets.targets(of: root, descriptions: descriptions)
    XCTAssertEqual(found.targets.map(\.name), ["App", "Networking"])
    XCTAssertEqual(found.warnings, [])
  }

  /// Sword's own package referenced by path (`../..`, as in rockname/sword's examples) is left for a second round,
  /// described only when the other packages do not vend a product.
  func testSwordsOwnPackageIsDescribedOnlyWhenNoOtherPackageVendsTheProduct() throws {
    let folder = try TemporaryFolder(for: self)
    let sword = folder.path + "/sword"
    try folder.write("sword/Sources/Sword/Sword.swift", "")
    try folder.write("sword/Sources/SwordMacros/Macros.swift", "")
    let root = root(
      products: [product("Feed"), product("Login")],
      packages: [package(sword, reference: true), package("/ws/Features", reference: true)])
    XCTAssertEqual(XcodeProjectTargets.packagesToDescribe(root).map(\.path), ["/ws/Features"])
    let features = DescribedPackage(
      name: "Features", path: "/ws/Features",
      targets: [
        DescribedTarget(name: "Feed", path: "Sources/Feed", sources: ["F.swift"]),
        DescribedTarget(name: "Login", path: "Sources/Login", sources: ["L.swift"]),
      ],
      products: [
        DescribedProduct(name: "Feed", targets: ["Feed"]), DescribedProduct(name: "Login", targets: ["Login"]),
      ])
    XCTAssertEqual(
      XcodeProjectTargets.packagesStillToDescribe(root, descriptions: ["/ws/Features": .success(features)]).map(\.path),
      [], "every product is found: Sword's package is not described")
    let onlyFeed = DescribedPackage(
      name: "Features", path: "/ws/Features", targets: [features.targets[0]], products: [features.products[0]])
    XCTAssertEqual(
      XcodeProjectTargets.packagesStillToDescribe(root, descriptions: ["/ws/Features": .success(onlyFeed)]).map(\.path),
      [sword], "'Login' is not found: the package left is described")
    let listed = DescribedPackage(
      name: "Listed", path: "/ws/Listed", targets: [features.targets[1]], products: [features.products[1]])
    XCTAssertEqual(
      XcodeProjectTargets.packagesStillToDescribe(
        root, descriptions: ["/ws/Features": .success(onlyFeed), "/ws/Listed": .success(listed)]
      ).map(\.path), [sword], "a package the project does not reference (listed in .sword.yml) is no candidate")
  }

  /// A product that names no package and that no package vends is a warning, Sword's own package among the
  /// candidates or not.
  func testAProductNoPackageVendsIsAWarningThoughSwordIsReferencedByPath() {
    let sword = DescribedPackage(
      name: "sword", path: "/sword",
      targets: [
        DescribedTarget(name: "Sword", path: "Sources/Sword", sources: ["S.swift"]),
        DescribedTarget(name: "SwordMacros", kind: .macro, path: "Sources/SwordMacros", sources: ["M.swift"]),
      ],
      products: [DescribedProduct(name: "Sword", targets: ["Sword"])])
    let root = root(
      products: [product("Analytics")],
      packages: [package("/sword", reference: true), package("/ws/Core", reference: true)])
    let core = DescribedPackage(name: "Core", path: "/ws/Core", targets: [])
    let found = XcodeProjectTargets.targets(
      of: root, descriptions: ["/sword": .success(sword), "/ws/Core": .success(core)])
    XCTAssertEqual(found.warnings.map(\.id), [.xcodeProductMissing])
  }
}
