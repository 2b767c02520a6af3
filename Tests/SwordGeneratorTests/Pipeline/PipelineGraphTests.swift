import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// `Pipeline.graph`: the graph without rendering, with progress reports, on a real `.sword.yml` and sources.
final class PipelineGraphTests: XCTestCase {
  private func workspace(_ source: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder(for: self)
    try folder.write(
      ".sword.yml",
      """
      local_packages: []
      root:
        sources: MyApp
        module: MyApp
        output: MyApp/Sword.generated.swift
      """)
    try folder.write("MyApp/Graph.swift", source)
    try folder.write("MyApp/Other.swift", "struct Unrelated {}\n")
    return folder
  }

  func testTheGraphComesBackWithProgressAndNothingIsWritten() async throws {
    let folder = try workspace(
      """
      @Component public final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self) public final class Clock { @Injected public init() {} }
      """)
    let events = ProgressLog()
    let report = await Pipeline.run(
      config: folder.path + "/.sword.yml", goal: .graph(GraphRequest()),
      describer: CannedPackageDescriber(packages: [:]),
      jobs: 1, progress: { events.append($0) })

    XCTAssertEqual(report.diagnostics.map(\.rendered), [])
    XCTAssertEqual(report.graph?.componentNames, ["AppComponent"])
    XCTAssertEqual(report.workspaceRoot, URL(fileURLWithPath: folder.path).standardized.path)
    XCTAssertEqual(report.timings.map(\.stage), ["config", "describe", "index", "graph"])
    XCTAssertEqual(report.counts["bindings"], 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/MyApp/Sword.generated.swift"))
    XCTAssertEqual(
      events.all.map(\.description),
      [
        "reading .sword.yml", "listing the sources", "indexing targets 0/1", "indexing targets 1/1",
        "validating the graph (1 component)",
      ])
  }

  /// An invalid graph still comes back, with its diagnostics, so it can be drawn.
  func testAnInvalidGraphComesBackWithItsDiagnostics() async throws {
    let folder = try workspace(
      """
      @Component public final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self) public final class Login { @Injected public init(clock: Clock) {} }
      """)
    let report = await Pipeline.run(
      config: folder.path + "/.sword.yml", goal: .graph(GraphRequest()),
      describer: CannedPackageDescriber(packages: [:]))
    XCTAssertEqual(report.diagnostics.map(\.id), [.missingBinding])
    XCTAssertEqual(report.errorCount, 1)
    let graph = try XCTUnwrap(report.graph)
    let text = try GraphExporter.export(graph, format: .dot, relativeTo: report.workspaceRoot)
    XCTAssertTrue(text.contains("\"missing:Clock\" -> \"AppComponent/Login\" [label=\"clock\"];"), text)
  }

  func testABrokenConfigurationGivesNoGraph() async throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write(".sword.yml", "local_packages: [\n")
    let report = await Pipeline.run(
      config: folder.path + "/.sword.yml", goal: .graph(GraphRequest()),
      describer: CannedPackageDescriber(packages: [:]))
    XCTAssertNil(report.graph)
    XCTAssertEqual(report.diagnostics.map(\.id), [.configSyntax])
  }

  /// `generate` reports the same stages through the same callback.
  func testGenerateReportsProgressToo() async throws {
    let folder = try workspace("@Component public final class AppComponent {}\n")
    let events = ProgressLog()
    _ = await Pipeline.run(
      config: folder.path + "/.sword.yml", goal: .check, describer: CannedPackageDescriber(packages: [:]),
      progress: { events.append($0) })
    XCTAssertEqual(events.all.map(\.stage), [.config, .describe, .index, .index, .graph])
  }
}

/// Collects progress reports from any thread.
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [PipelineProgress] = []

  func append(_ event: PipelineProgress) { lock.withLock { events.append(event) } }

  var all: [PipelineProgress] { lock.withLock { events } }
}
