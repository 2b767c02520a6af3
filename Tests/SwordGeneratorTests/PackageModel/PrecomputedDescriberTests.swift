import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `--package-description`: the pipeline reads package descriptions from a file and never runs SwiftPM.
final class PrecomputedDescriberTests: XCTestCase {
  /// A workspace with no Package.swift anywhere, so `swift package describe` could not describe it.
  private func workspace() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Packages/Core
          targets: [Core]
      root:
        target: App
      """)
    try folder.write(
      "Packages/Core/Sources/Core/Core.swift",
      """
      import Sword

      @Component
      public final class AppComponent {}

      @Dependency(registeredTo: AppComponent.self)
      public final class Greeter {
        @Injected
        public init() {}
      }
      """)
    try folder.write("Sources/App/main.swift", "import Core\n")
    return folder
  }

  private let description = """
    {
      ".": { "name": "App", "path": "/elsewhere/App", "targets": [
        { "name": "App", "type": "executable", "path": "Sources/App", "sources": ["main.swift"] } ] },
      "Packages/Core": { "name": "Core", "path": "/elsewhere/Core", "targets": [
        { "name": "Core", "type": "library", "path": "Sources/Core", "sources": ["Core.swift"],
          "module_type": "SwiftTarget", "product_memberships": ["Core"] } ] }
    }
    """

  func testThePipelineRunsFromADescriptionFileWithRelativeKeys() async throws {
    let folder = try workspace()
    try folder.write("packages.json", description)
    let describer = try PrecomputedDescriber.load(file: folder.path + "/packages.json")
    XCTAssertEqual(describer.packages.keys.sorted(), [folder.path, folder.path + "/Packages/Core"])

    let report = await Pipeline.run(config: folder.path + "/.sword.yml", describer: describer)
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.outcome, .written)
    let generated = try String(contentsOfFile: folder.path + "/Sources/App/Sword.generated.swift", encoding: .utf8)
    XCTAssertTrue(generated.contains("var greeter: Greeter"), generated)
    XCTAssertTrue(generated.contains("import Core"), generated)
  }

  func testAPackageTheFileLeavesOutIsAnErrorAtItsPathInSwordYml() async throws {
    let folder = try workspace()
    try folder.write(
      "packages.json",
      """
      { ".": { "name": "App", "path": ".", "targets": [
          { "name": "App", "type": "executable", "path": "Sources/App", "sources": ["main.swift"] } ] } }
      """)
    let describer = try PrecomputedDescriber.load(file: folder.path + "/packages.json")
    let report = await Pipeline.run(config: folder.path + "/.sword.yml", describer: describer)
    XCTAssertEqual(report.outcome, .failed)
    let diagnostic = try XCTUnwrap(report.diagnostics.first)
    XCTAssertEqual(diagnostic.id, .descriptionMissing)
    XCTAssertEqual(diagnostic.location, SourceLocation(file: folder.path + "/.sword.yml", line: 2, column: 11))
    XCTAssertEqual(
      diagnostic.message,
      "the package description '\(folder.path)/packages.json' does not describe the package at '\(folder.path)/Packages/Core'"
    )
    XCTAssertEqual(diagnostic.detail, ["it describes: \(folder.path)"])
  }

  func testAFolderReachedThroughASymbolicLinkStillMatches() async throws {
    let folder = try workspace()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Linked", withDestinationPath: folder.path + "/Packages/Core")
    let core = DescribedPackage(name: "Core", path: "Core", targets: [])
    let describer = PrecomputedDescriber(packages: [folder.path + "/Linked": core], file: "packages.json")
    let location = SourceLocation(file: ".sword.yml", line: 1, column: 1)
    let found = try await describer.describe(packageAt: folder.path + "/Packages/./Core/", reportingAt: location)
    XCTAssertEqual(found, core)
  }

  func testAnUnreadableOrMalformedFileIsReported() throws {
    let folder = try workspace()
    try folder.write("bad.json", #"{ "Packages/Core": { "name": "Core", "targets": 3 } }"#)
    for (file, expected) in [
      ("bad.json", "not a JSON object of package descriptions keyed by folder (at Packages/Core"),
      ("missing.json", "cannot read the file"),
    ] {
      XCTAssertThrowsError(try PrecomputedDescriber.load(file: file, currentDirectory: folder.path)) { error in
        let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
        XCTAssertEqual(diagnostics.map(\.id), [.descriptionUnreadable])
        XCTAssertTrue(diagnostics.first?.message.contains(expected) == true, "\(diagnostics.first?.message ?? "")")
        XCTAssertEqual(diagnostics.first?.location?.file, folder.path + "/" + file)
      }
    }
  }
}
