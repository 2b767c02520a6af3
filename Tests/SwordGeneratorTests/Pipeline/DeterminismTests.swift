import Foundation
import SwordGenerator
import XCTest

/// The same workspace gives byte-identical output whatever the number of jobs and the order files are read in.
final class DeterminismTests: XCTestCase {
  func testAnyNumberOfJobsGivesTheCommittedBytes() async throws {
    let monorepo = GoldenTests.fixtures.appendingPathComponent("Monorepo")
    for jobs in [1, 2, 7] {
      let report = try await Pipeline.run(fixture: monorepo, goal: .check, jobs: jobs)
      XCTAssertEqual(report.outcome, .upToDate, "jobs \(jobs)")
    }
  }

  func testShuffledFilesAndTargetsGiveTheSameBytes() {
    let modules: [String: [String]] = [
      "App": ["@Component(arguments: Flags.self) public final class AppComponent {}"],
      "Core": [
        "@Dependency(registeredTo: AppComponent.self, scopedWith: .single)\npublic final class Store { @Injected public init(flags: Flags) {} }",
        "@Dependency(registeredTo: AppComponent.self)\npublic final class Reader { @Injected public init(store: Store) {} }",
        "@Module(registeredTo: AppComponent.self)\npublic enum Clocks { @Provider public static func now() -> () -> Double { { 0 } } }",
      ],
      "Feature": [
        "import Core\n@Dependency(registeredTo: AppComponent.self)\npublic final class Screen { @Injected public init(reader: Reader, @Assisted id: Int) {} }",
        "@Subcomponent(of: AppComponent.self) public final class FlowComponent {}",
      ],
    ]
    let reference = render(GraphFixture(modules).indexes)
    var generator = Mutator(seed: 7)
    for _ in 0..<10 {
      let shuffled = modules.mapValues { files in files.shuffled(using: &generator) }
      let indexes = GraphFixture(shuffled).indexes.shuffled(using: &generator)
      XCTAssertEqual(render(indexes), reference)
    }
  }

  private func render(_ indexes: [TargetIndex]) -> String {
    let (graph, diagnostics) = GraphBuilder.build(indexes: indexes, rootModule: "App")
    XCTAssertEqual(diagnostics, [])
    return Renderer.render(graph, to: "/ws/Out.swift").contents
  }
}

extension Mutator: RandomNumberGenerator {}
