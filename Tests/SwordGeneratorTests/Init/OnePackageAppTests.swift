import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `Fixtures/OnePackageApp`: a whole app in one package of thirteen targets, as rockname/sword's SNS example keeps
/// it, the root target `AppScene` importing its siblings. Its `.sword.yml` is what `sword init --target AppScene`
/// writes (the siblings listed under `path: .`), and it gives a graph that compiles. Without the siblings (what init
/// wrote before, `sword-root-only.yml`) the run says where the components are. The package is described by the
/// checked-in `package-description.json`; SWORD_RECORD=1 re-records `.sword.yml` and the generated file.
final class OnePackageAppTests: XCTestCase {
  static let fixture = Repository.fixtures.appendingPathComponent("OnePackageApp")
  static let generated = fixture.appendingPathComponent("Sources/AppScene/Sword.generated.swift")
  var recording: Bool { ProcessInfo.processInfo.environment["SWORD_RECORD"] == "1" }

  /// Packages read from the fixture's checked-in description instead of SwiftPM.
  struct DescribedReader: InitPackageReading {
    var describer: PrecomputedDescriber
    func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage {
      let location = SourceLocation(file: path + "/Package.swift", line: 1, column: 1)
      let described = try await describer.describe(packageAt: path, reportingAt: location)
      return InitPackage(described: described, productNames: described.products.map(\.name))
    }
  }

  func testInitListsTheRootTargetsSiblingsAsTheCommittedConfigurationDoes() async throws {
    let describer = try PrecomputedDescriber.load(
      file: Self.fixture.appendingPathComponent(FixtureDescriptions.fileName).path)
    let plan = try await ConfigInitializer(reader: DescribedReader(describer: describer))
      .plan(rootPath: Self.fixture.path, rootTarget: "AppScene")
    XCTAssertEqual(
      plan.packages,
      [
        InitPlan.Package(
          path: ".",
          targets: [
            "APIClient", "APIClientLive", "AppGraph", "DesignSystem", "FeedFeature", "Model", "PostFeature",
            "Repositories", "SessionGraph", "SignUpFeature", "SplashFeature", "WelcomeFeature",
          ])
      ])
    let file = Self.fixture.appendingPathComponent(".sword.yml")
    let text = InitTemplate.render(plan)
    if recording { try text.write(to: file, atomically: true, encoding: .utf8) }
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text, "SWORD_RECORD=1 re-records .sword.yml")
  }

  func testTheGraphInitFindsGivesTheCommittedFileWithNoWarning() async throws {
    let report = try await Pipeline.run(fixture: Self.fixture, goal: recording ? .generate : .check)
    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.counts["targets"], 13)
    XCTAssertEqual(report.counts["components"], 2)
    XCTAssertEqual(report.counts["bindings"], 8)
    switch report.outcome {
    case .upToDate, .written: break
    case .stale(let diff): XCTFail("Fixtures/OnePackageApp is stale; run with SWORD_RECORD=1 and review:\n\(diff)")
    case .failed, .reported: XCTFail("the pipeline failed")
    }
  }

  func testTheCommittedFileCompilesWithTheTargets() throws {
    try TypeCheck.requireBuild()
    let order = [
      "Model", "AppGraph", "SessionGraph", "APIClient", "APIClientLive", "Repositories", "DesignSystem",
      "SplashFeature", "SignUpFeature", "WelcomeFeature", "FeedFeature", "PostFeature",
    ]
    var fixture = GraphFixture([:], rootModule: "AppScene")
    for module in order + ["AppScene"] {
      let folder = Self.fixture.appendingPathComponent("Sources/\(module)").path
      fixture.sources[module] = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Sword.generated") }
        .map { MarkedSource(try String(contentsOfFile: folder + "/" + $0, encoding: .utf8), path: folder + "/" + $0) }
    }
    let result = try TypeCheck.run(
      fixture, generated: try String(contentsOf: Self.generated, encoding: .utf8), order: order)
    XCTAssertEqual(result.status, 0, result.output)
  }

  func testWithoutTheSiblingsTheRunSaysWhereTheComponentsAre() async throws {
    let report = try await Pipeline.run(fixture: Self.fixture, config: "sword-root-only.yml", goal: .check)
    let config = Self.fixture.appendingPathComponent("sword-root-only.yml").path
    let sources = Self.fixture.appendingPathComponent("Sources").path
    // The committed file, generated with the siblings listed, is not what this configuration writes.
    XCTAssertEqual(report.diagnostics.filter { $0.id == .outputStale }.count, 1)
    XCTAssertEqual(
      report.diagnostics.filter { $0.id != .outputStale }.map(\.rendered),
      [
        "\(sources)/AppGraph/AppComponent.swift:6:20: warning: [Sword/UnindexedComponent] component 'AppComponent' is "
          + "declared in target 'AppGraph', which .sword.yml does not list; add 'AppGraph' to the targets of '.' under "
          + "'local_packages'",
        "\(sources)/SessionGraph/SessionComponent.swift:7:20: warning: [Sword/UnindexedComponent] subcomponent "
          + "'SessionComponent' is declared in target 'SessionGraph', which .sword.yml does not list; add "
          + "'SessionGraph' to the targets of '.' under 'local_packages'",
        "\(config):3:1: warning: [Sword/NoRootComponent] no @Component in the targets Sword indexed (the root target "
          + "'AppScene' and 0 listed targets), so the generated file is empty; list the targets that declare your "
          + "components and dependencies under 'local_packages' (for targets of the root's own package, 'path: .')",
      ])
  }
}
