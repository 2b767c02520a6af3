import Foundation
import XCTest

/// Extends the end-to-end copy of `Fixtures/Monorepo` (already built by the other end-to-end tests, so swift-syntax
/// is not built again) with two more executable targets:
/// - `PluginApp`: the fixture app's `main.swift` with Sword's build-tool plugin applied instead of a committed file
///   (under rockname/sword's product name, `SwordBuildToolPlugin`);
/// - `MyApp`: the folder `XcodeApp/MyApp` of a copy of `Fixtures/XcodeApp`, linked with its local package, as the
///   Xcode app target of an "Xcode + Swift Package" project would compile it;
/// - `Checked`: a library with the build-time check (`SwordCheckBuildPlugin`) applied.
enum PluginFixture {
  /// The end-to-end copy of the fixture, extended; `test` removes the extra targets when it ends, so the other
  /// end-to-end tests find the copy as `FixtureWorkspace` makes it.
  static func copy(for test: XCTestCase) throws -> FixtureWorkspace {
    let copy = FixtureWorkspace.repositoryRoot.appendingPathComponent(".build/e2e/Monorepo")
    removeExtras(from: copy)
    let fixture = try FixtureWorkspace.copy("Monorepo")
    test.addTeardownBlock { removeExtras(from: copy) }
    try extend(fixture)
    return fixture
  }

  /// Removes what ``extend(_:)`` added that `FixtureWorkspace.copy` would not replace (a folder holding a `.build`).
  private static func removeExtras(from copy: URL) {
    try? FileManager.default.removeItem(at: copy.appendingPathComponent("XcodeApp"))
  }

  private static func extend(_ fixture: FixtureWorkspace) throws {
    let manager = FileManager.default
    let xcodeApp = fixture.root.appendingPathComponent("XcodeApp")
    if manager.fileExists(atPath: xcodeApp.path) { try manager.removeItem(at: xcodeApp) }
    try manager.copyItem(at: FixtureWorkspace.repositoryRoot.appendingPathComponent("Fixtures/XcodeApp"), to: xcodeApp)
    let featuresManifest = "XcodeApp/Packages/AppFeatures/Package.swift"
    try fixture.write(
      featuresManifest,
      try fixture.read(featuresManifest).replacingOccurrences(
        of: "fileURLWithPath: \"../../../..\"", with: "fileURLWithPath: \"\(FixtureWorkspace.repositoryRoot.path)\""))

    try manager.createDirectory(atPath: fixture.path("Sources/Checked"), withIntermediateDirectories: true)
    try fixture.write("Sources/Checked/Checked.swift", "public enum Checked {}\n")
    try addPluginApp(
      to: fixture, dependency: ".package(path: \"XcodeApp/Packages/AppFeatures\")", pluginPackage: "sword",
      moreTargets: """
            // A library whose build checks that the committed Sword.generated.swift is current.
            .target(name: "Checked", plugins: [.plugin(name: "SwordCheckBuildPlugin", package: sword)]),
            .executableTarget(
              name: "MyApp",
              dependencies: [
                .product(name: "Sword", package: sword),
                .product(name: "AppCore", package: "AppFeatures"),
                .product(name: "Settings", package: "AppFeatures"),
                .product(name: "Timeline", package: "AppFeatures"),
              ],
              path: "XcodeApp/MyApp"
            ),

        """)
  }

  /// Adds to `fixture`'s manifest the package `dependency` (a `.package(…)` expression) and the executable target
  /// `PluginApp`: the fixture app's `main.swift` with the build-tool plugin of `pluginPackage` applied instead of a
  /// committed file, under rockname/sword's product name as manifests written for it spell it (`pluginPackage` is
  /// Swift: `sword`, the manifest's name for Sword's package, or `"SwordPlugins"`). `moreTargets` follow it.
  static func addPluginApp(
    to fixture: FixtureWorkspace, dependency: String, pluginPackage: String, moreTargets: String = ""
  ) throws {
    try FileManager.default.createDirectory(
      atPath: fixture.path("Sources/PluginApp"), withIntermediateDirectories: true)
    try fixture.write("Sources/PluginApp/main.swift", try fixture.read("Sources/App/main.swift"))
    var manifest = try fixture.read("Package.swift")
    manifest = try replacing(
      "    .package(path: \"Packages/Features\"),\n",
      with: "    .package(path: \"Packages/Features\"),\n    \(dependency),\n", in: manifest)
    manifest = try replacing(
      "\n  targets: [\n",
      with: """

        targets: [
          .executableTarget(
            name: "PluginApp",
            dependencies: [
              .product(name: "Sword", package: sword),
              .product(name: "Components", package: "Core"),
              .product(name: "Networking", package: "Core"),
              .product(name: "Storage", package: "Core"),
              .product(name: "Login", package: "Features"),
              .product(name: "Profile", package: "Features"),
            ],
            plugins: [.plugin(name: "SwordBuildToolPlugin", package: \(pluginPackage))]
          ),

        """ + moreTargets, in: manifest)
    try fixture.write("Package.swift", manifest)
  }

  /// Where the build-tool plugin writes `PluginApp`'s generated file.
  static func generatedByPlugin(in fixture: FixtureWorkspace, plugin: String = "SwordBuildPlugin") -> URL? {
    let outputs = fixture.root.appendingPathComponent(".build/plugins/outputs")
    let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.path.hasSuffix("/PluginApp/destination/\(plugin)/Sword.generated.swift") { return url }
    }
    return nil
  }

  /// Warnings the compiler printed for files of the fixture (not of its dependencies' checkouts).
  static func warnings(in output: String, under root: URL) -> [Substring] {
    output.split(separator: "\n").filter {
      $0.contains("warning:") && $0.contains(root.path) && !$0.contains("/.build/checkouts/")
    }
  }

  private static func replacing(_ old: String, with new: String, in text: String) throws -> String {
    guard text.contains(old) else {
      throw NSError(domain: "PluginFixture", code: 1, userInfo: [NSLocalizedDescriptionKey: "manifest lacks \(old)"])
    }
    return text.replacingOccurrences(of: old, with: new)
  }
}
