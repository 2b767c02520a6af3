import Foundation
import SwordGenerator
import XCTest

final class WorkspaceLoaderTests: XCTestCase {
  private typealias F = WorkspaceTestFixtures
  private let corePath = "/repo/Packages/Core"
  private var describer: CannedPackageDescriber {
    CannedPackageDescriber(packages: [corePath: F.core, "/repo": F.app])
  }

  private func load(_ configuration: Configuration, with describer: CannedPackageDescriber? = nil) async throws
    -> Workspace
  {
    try await WorkspaceLoader(describer: describer ?? self.describer).load(configuration)
  }

  /// The diagnostics `load` throws; fails the test when it succeeds.
  private func problems(_ configuration: Configuration, with describer: CannedPackageDescriber? = nil) async
    -> [Diagnostic]
  {
    do {
      let workspace = try await WorkspaceLoader(describer: describer ?? self.describer).load(configuration)
      XCTFail("expected diagnostics, got \(workspace)")
      return []
    } catch {
      return error.diagnostics
    }
  }

  func testListedTargetsBecomeAbsoluteSortedSwiftFilesWithCustomPaths() async throws {
    let configuration = F.configuration(
      local: [F.local("Packages/Core", line: 2, targets: ["Networking", "B-Lib"])],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let workspace = try await load(configuration)
    XCTAssertEqual(workspace.targets.map(\.moduleName), ["App", "B_Lib", "Networking"])
    let networking = try XCTUnwrap(workspace.targets.first { $0.name == "Networking" })
    XCTAssertEqual(networking.packagePath, corePath)
    XCTAssertEqual(networking.directory, "/repo/Packages/Core/Sources/Networking")
    XCTAssertEqual(
      networking.sourceFiles,
      [
        "/repo/Packages/Core/Sources/Networking/API/Client.swift",
        "/repo/Packages/Core/Sources/Networking/Session.swift",
      ]
    )
    XCTAssertFalse(networking.isRoot)
    let bLib = try XCTUnwrap(workspace.targets.first { $0.name == "B-Lib" })
    XCTAssertEqual(bLib.directory, "/repo/Packages/Core/Custom/BSources")
    XCTAssertEqual(bLib.sourceFiles, ["/repo/Packages/Core/Custom/BSources/B.swift"])
  }

  func testGeneratedFileIsLeftOutOfTheRootTarget() async throws {
    let configuration = F.configuration(
      local: [],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let workspace = try await load(configuration)
    XCTAssertEqual(
      workspace.root,
      RootOutput(
        moduleName: "App", directory: "/repo/Sources/App", outputPath: "/repo/Sources/App/Sword.generated.swift")
    )
    let root = try XCTUnwrap(workspace.rootTarget)
    XCTAssertEqual(root.sourceFiles, ["/repo/Sources/App/Features/Login.swift", "/repo/Sources/App/main.swift"])
    XCTAssertTrue(root.isRoot)
  }

  func testUnknownTargetSuggestsTheNearestNameAndEveryProblemIsReported() async {
    let configuration = F.configuration(
      local: [F.local("Packages/Core", line: 2, targets: ["Netwrking", "CoreTests", "B-Lib"])],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let diagnostics = await problems(configuration)
    XCTAssertEqual(diagnostics.map(\.id), [.unknownTarget, .unsupportedTarget])
    let unknown = diagnostics[0]
    XCTAssertEqual(unknown.location, F.at(3, 7))
    XCTAssertEqual(unknown.message, "package 'Core' has no target named 'Netwrking'; did you mean 'Networking'?")
    XCTAssertEqual(unknown.detail, ["targets of 'Core' at /repo/Packages/Core: B-Lib, Networking"])
    XCTAssertEqual(diagnostics[1].location, F.at(4, 7))
  }

  func testUnknownTargetFarFromEveryNameHasNoSuggestion() async {
    let configuration = F.configuration(
      local: [F.local("Packages/Core", line: 2, targets: ["Payments"])],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let diagnostics = await problems(configuration)
    XCTAssertEqual(diagnostics.map(\.message), ["package 'Core' has no target named 'Payments'"])
  }

  func testTestMacroAndPluginTargetsAreRefused() async {
    let configuration = F.configuration(
      local: [F.local("Packages/Core", line: 2, targets: ["CoreTests", "CoreMacros", "Lint"])],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let diagnostics = await problems(configuration)
    XCTAssertEqual(diagnostics.map(\.id), [.unsupportedTarget, .unsupportedTarget, .unsupportedTarget])
    XCTAssertEqual(diagnostics.map(\.location), [F.at(3, 7), F.at(4, 7), F.at(5, 7)])
    XCTAssertTrue(diagnostics[0].message.hasPrefix("'CoreTests' is a test target of package 'Core'"))
    XCTAssertTrue(diagnostics[1].message.hasPrefix("'CoreMacros' is a macro target"))
    XCTAssertTrue(diagnostics[2].message.hasPrefix("'Lint' is a PluginTarget target"))
  }

  func testMissingRootTargetIsReportedAtTheRootTargetName() async {
    let configuration = F.configuration(
      local: [],
      root: .package(path: "/repo", target: Located("Ap", at: F.at(12, 11)), output: "Sword.generated.swift")
    )
    let diagnostics = await problems(configuration)
    XCTAssertEqual(diagnostics.map(\.id), [.unknownTarget])
    XCTAssertEqual(diagnostics.first?.location, F.at(12, 11))
    XCTAssertEqual(diagnostics.first?.message, "package 'App' has no target named 'Ap'; did you mean 'App'?")
  }

  func testRootWithoutTargetNeedsExactlyOneExecutable() async throws {
    let several = F.configuration(local: [], root: .package(path: "/repo", target: nil, output: "G.swift"))
    let diagnostics = await problems(several)
    XCTAssertEqual(diagnostics.map(\.id), [.rootTargetAmbiguous])
    XCTAssertEqual(diagnostics.first?.location, F.at(10, 1))
    XCTAssertEqual(diagnostics.first?.detail, ["executable targets: App, Tool"])

    var onlyLibraries = F.app
    onlyLibraries.targets.removeAll { $0.kind == .executable }
    let none = await problems(several, with: CannedPackageDescriber(packages: ["/repo": onlyLibraries]))
    XCTAssertEqual(none.map(\.id), [.rootTargetAmbiguous])
    XCTAssertTrue(none.first?.message.contains("has no executable target") == true)

    var oneExecutable = F.app
    oneExecutable.targets.removeAll { $0.name == "Tool" }
    let workspace = try await load(several, with: CannedPackageDescriber(packages: ["/repo": oneExecutable]))
    XCTAssertEqual(workspace.root.moduleName, "App")
    XCTAssertEqual(workspace.root.outputPath, "/repo/Sources/App/G.swift")
  }

  func testRootListedAsLocalTooIsDescribedOnceAndAppearsOnce() async throws {
    let describer = self.describer
    let configuration = F.configuration(
      local: [
        F.local(".", line: 2, targets: ["App", "AppSupport"]), F.local("Packages/Core", line: 5, targets: ["B-Lib"]),
      ],
      root: .package(path: "/repo/", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let workspace = try await load(configuration, with: describer)
    XCTAssertEqual(workspace.targets.map(\.name), ["App", "AppSupport", "B-Lib"])
    XCTAssertEqual(workspace.targets.map(\.isRoot), [true, false, false])
    XCTAssertFalse(workspace.targets[0].sourceFiles.contains(workspace.root.outputPath))
    let described = await describer.log.paths
    XCTAssertEqual(described.sorted(), ["/repo", corePath])
  }

  func testFailedDescribeIsReportedOnceWithoutFollowUpErrors() async {
    let configuration = F.configuration(
      local: [
        F.local("Packages/Broken", line: 2, targets: ["Anything"]),
        F.local("Packages/Core", line: 5, targets: ["Nope"]),
      ],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    let diagnostics = await problems(configuration)
    XCTAssertEqual(diagnostics.map(\.id), [.describeFailed, .unknownTarget])
    XCTAssertEqual(diagnostics.first?.location, F.at(2))
    XCTAssertEqual(diagnostics.first?.message, "canned failure for '/repo/Packages/Broken'")
  }

  func testDescribesRunAtMostTheAllowedNumberAtOnce() async throws {
    let paths = (1...6).map { "/repo/Packages/P\($0)" }
    var packages: [String: DescribedPackage] = [:]
    for path in paths {
      packages[path] = DescribedPackage(
        name: "P", path: path, targets: [DescribedTarget(name: "L", path: "L", sources: [])])
    }
    packages["/repo"] = F.app
    let describer = CannedPackageDescriber(packages: packages)
    let configuration = F.configuration(
      local: paths.enumerated().map { F.local($0.element, line: 2 + $0.offset, targets: []) },
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    _ = try await WorkspaceLoader(describer: describer, maximumConcurrentDescribes: 2).load(configuration)
    let mostInFlight = await describer.log.mostInFlight
    let described = await describer.log.paths
    XCTAssertEqual(described.count, 7)
    XCTAssertLessThanOrEqual(mostInFlight, 2)
  }

  /// Each package's listed targets are handed over as its description arrives, as the workspace will hold them;
  /// the root target, resolved once every package is described, is not.
  func testListedTargetsAreReportedAsEachDescriptionArrives() async throws {
    let configuration = F.configuration(
      local: [F.local("Packages/Core", line: 2, targets: ["Networking", "B-Lib"])],
      root: .package(path: "/repo", target: Located("App", at: F.at(12)), output: "Sword.generated.swift")
    )
    final class Arrivals: DescribeListener, @unchecked Sendable {
      let lock = NSLock()
      var batches: [[SwordTarget]] = []
      var running: [Int] = []
      func listedTargetsArrived(_ targets: [SwordTarget]) { lock.withLock { batches.append(targets) } }
      func describesRunning(_ count: Int) { lock.withLock { running.append(count) } }
    }
    let arrivals = Arrivals()
    var loader = WorkspaceLoader(describer: describer, maximumConcurrentDescribes: 1)
    loader.listener = arrivals
    let workspace = try await loader.load(configuration)
    XCTAssertEqual(arrivals.lock.withLock { arrivals.running }, [1, 1, 0], "one at a time, then none")
    let reported = arrivals.lock.withLock { arrivals.batches.filter { !$0.isEmpty } }
    XCTAssertEqual(reported.count, 1, "only Core lists targets")
    XCTAssertEqual(Set(reported.flatMap { $0 }), Set(workspace.targets.filter { !$0.isRoot }))
  }
}
