import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A bounded, seeded mutation loop over the two readers of untrusted input: the `.sword.yml` reader and the
/// indexer. Every input must end in a value or in located diagnostics; none may crash or hang.
///
/// It runs in `make test` with a fixed seed and a small budget. To fuzz longer:
/// `SWORD_FUZZ_ITERATIONS=200000 SWORD_FUZZ_SEED=$RANDOM swift test --filter FuzzTests`.
final class FuzzTests: XCTestCase {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private var seed: UInt64 { UInt64(ProcessInfo.processInfo.environment["SWORD_FUZZ_SEED"] ?? "") ?? 20_261_121 }
  private func iterations(_ standard: Int) -> Int {
    Int(ProcessInfo.processInfo.environment["SWORD_FUZZ_ITERATIONS"] ?? "") ?? standard
  }

  func testYAMLReaderAndConfigLoaderSurviveMutatedConfigs() throws {
    let seeds = try [".sword.yml.example", "Fixtures/Monorepo/.sword.yml", "Fixtures/Monorepo/sword-readme.yml"].map {
      Array(try Data(contentsOf: Self.repository.appendingPathComponent($0)))
    }
    let dictionary = [
      ":", "- ", "\n", "\t", "  ", "&a ", "*a", "!!str ", "{", "}", "[", "]", "'", "\"", "#", "---\n", "...\n",
      "local_packages", "targets", "root", "path", "output", "..", "/", "\u{0}", "\u{FEFF}", "é", "yes", "~",
    ]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Packages/Core"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent(".sword.yml")
    var mutator = Mutator(seed: seed)
    var slowest = 0.0
    for round in 0..<iterations(1_500) {
      let input = mutator.mutate(
        seeds[round % seeds.count], dictionary: dictionary, other: seeds[(round + 1) % seeds.count])
      // Processor time, which a loaded machine does not inflate as it does wall time.
      let started = CPUClock.now()
      do {
        _ = try YAMLReader.read(input, file: config.path)
      } catch {
        XCTAssertFalse(error.diagnostics.isEmpty, "round \(round): an error without diagnostics")
        assertLocated(error.diagnostics, input: input, round: round)
      }
      try Data(input).write(to: config)
      do {
        _ = try ConfigLoader.load(file: config.path)
      } catch {
        XCTAssertFalse(error.diagnostics.isEmpty, "round \(round): an error without diagnostics")
        assertLocated(error.diagnostics.filter { $0.location?.file == config.path }, input: input, round: round)
      }
      slowest = max(slowest, CPUClock.now() - started)
    }
    print(
      "fuzz: .sword.yml seed \(seed), \(iterations(1_500)) inputs, slowest \(String(format: "%.3f", slowest)) s of CPU")
    XCTAssertLessThan(slowest, 10, "an input took over 10 s of CPU: a hang")
  }

  func testIndexerSurvivesMutatedSources() throws {
    let sources = try FileManager.default.subpathsOfDirectory(
      atPath: Self.repository.appendingPathComponent("Fixtures/Monorepo").path
    )
    .filter { $0.hasSuffix(".swift") && !$0.contains(".build") && !$0.hasSuffix("Package.swift") }
    .sorted()
    .map { Array(try Data(contentsOf: Self.repository.appendingPathComponent("Fixtures/Monorepo/\($0)"))) }
    XCTAssertGreaterThan(sources.count, 5)
    let dictionary = [
      "@Component", "@Subcomponent(of: ", "@Dependency(registeredTo: ", "@Injected", "@Assisted ", "@Module",
      "@Provider(scopedWith: .single)", ".self", "(", ")", "{", "}", "<", ">", ",", ":", "init(", "#if X\n",
      "#endif\n", "`", "\"", "\"\"\"", "/*", "*/", "//", "\n", "static ", "public ", "any ", "?", "->",
    ]
    var mutator = Mutator(seed: seed &+ 1)
    var slowest = 0.0
    for round in 0..<iterations(300) {
      let input = mutator.mutate(
        sources[round % sources.count], dictionary: dictionary, other: sources[(round + 3) % sources.count])
      let path = "/fuzz/Round\(round).swift"
      let started = CPUClock.now()
      let index = TargetIndexer.index(moduleName: "Fuzz", contents: [(path, Data(input))])
      // Whatever was read must still build a graph, validate and render without trapping.
      let (graph, diagnostics) = GraphBuilder.build(indexes: [index], rootModule: "Fuzz")
      let problems = index.diagnostics + diagnostics + Validator.validate(graph)
      if problems.isEmpty { _ = Renderer.render(graph, to: "/fuzz/Out.swift") }
      assertLocated(index.diagnostics, input: input, round: round)
      slowest = max(slowest, CPUClock.now() - started)
    }
    print(
      "fuzz: sources seed \(seed &+ 1), \(iterations(300)) inputs, slowest \(String(format: "%.3f", slowest)) s of CPU")
    XCTAssertLessThan(slowest, 10, "an input took over 10 s of CPU: a hang")
  }

  /// Every diagnostic about an input points inside it (or has no location at all for file-level problems).
  private func assertLocated(_ diagnostics: [Diagnostic], input: [UInt8], round: Int) {
    let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    for diagnostic in diagnostics {
      guard let location = diagnostic.location else { continue }
      XCTAssertGreaterThanOrEqual(location.line, 1, "round \(round): \(diagnostic.rendered)")
      XCTAssertLessThanOrEqual(location.line, lines + 1, "round \(round): \(diagnostic.rendered)")
      XCTAssertGreaterThanOrEqual(location.column, 1, "round \(round): \(diagnostic.rendered)")
    }
    XCTAssertTrue(diagnostics.allSatisfy { !$0.message.isEmpty }, "round \(round)")
  }
}
