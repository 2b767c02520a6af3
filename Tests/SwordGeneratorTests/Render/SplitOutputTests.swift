import Foundation
import XCTest

@testable import SwordGenerator

/// Generated code split in parts (`output_files:`): file names known up front, each accessor in the part its name
/// hashes to (so an edit changes one file), every part compiling on its own, and the files of an earlier split
/// recognised (and only those).
final class SplitOutputTests: XCTestCase {
  private static func fixture(extra: String = "") -> GraphFixture {
    var bindings = (0..<40).map { number in
      """
      @Dependency(registeredTo: AppComponent.self\(number % 5 == 0 ? ", scopedWith: .single" : ""))
      final class Service\(number) { @Injected init(\(number > 0 ? "previous: Service\(number - 1)" : "")) {} }
      """
    }
    bindings.append(extra)
    return GraphFixture([
      "App": [
        """
        import Sword
        @Component final class AppComponent {}
        @Subcomponent(of: AppComponent.self) final class ChildComponent {}
        @Dependency(registeredTo: ChildComponent.self)
        final class ChildScreen { @Injected init(service: Service39, @Assisted id: Int) {} }
        """ + "\n" + bindings.joined(separator: "\n"),
        """
        func use() {
          let component = AppComponent()
          _ = component.service39
          _ = component.makeChildComponent().childScreen(id: 1)
          _ = AppComponent(overrides: .init(service3: nil)).service4
        }
        """,
      ]
    ])
  }

  private func render(_ fixture: GraphFixture, parts: Int, overrides: Bool = true) -> [GeneratedFile] {
    var (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    graph.testOverrides = overrides
    return Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift", parts: parts)
  }

  func testPartsAreNamedByCountAloneAndOnePartIsTheUsualFile() {
    XCTAssertEqual(
      OutputParts.paths(of: "/ws/App/Sword.generated.swift", parts: 3),
      ["/ws/App/Sword.generated.1.swift", "/ws/App/Sword.generated.2.swift", "/ws/App/Sword.generated.3.swift"])
    XCTAssertEqual(OutputParts.paths(of: "/ws/App/Sword.generated.swift", parts: 1), ["/ws/App/Sword.generated.swift"])
    let output = "/ws/App/Sword.generated.swift"
    for part in [
      "/ws/App/Sword.generated.swift", "/ws/App/Sword.generated.1.swift", "/ws/App/Sword.generated.64.swift",
    ] {
      XCTAssertTrue(OutputParts.isPart(part, of: output), part)
    }
    for other in [
      "/ws/App/Sword.generated.01.swift", "/ws/App/Sword.generated.x.swift", "/ws/App/Sword.generated..swift",
      "/ws/App/Sword.generated.1.swift.orig", "/ws/App/Other.swift", "/ws/Sword.generated.1.swift",
    ] {
      XCTAssertFalse(OutputParts.isPart(other, of: output), other)
    }
    let graph = Self.fixture().build().graph
    XCTAssertEqual(
      Renderer.render(graph, to: output, parts: 1), [Renderer.render(graph, to: output)], "one part is the usual file")
  }

  func testEveryAccessorIsInExactlyOnePartAndAddingABindingChangesOnePart() throws {
    let before = render(Self.fixture(), parts: 4)
    XCTAssertEqual(before.count, 4)
    let all = before.map(\.contents).joined()
    for number in 0..<40 {
      XCTAssertEqual(
        all.components(separatedBy: "var service\(number): Service\(number) {").count, 2, "service\(number)")
    }
    XCTAssertEqual(all.components(separatedBy: "struct Overrides {").count, 3, "one Overrides per component")
    XCTAssertTrue(before.allSatisfy { $0.contents.hasPrefix(OutputParts.headerMark) })
    XCTAssertEqual(render(Self.fixture(), parts: 4), before, "deterministic")
    let added = Self.fixture(
      extra: "@Dependency(registeredTo: AppComponent.self) final class Added { @Injected init() {} }")
    // The new accessor's file changes, and the file of the component's `Overrides` (which lists every binding).
    let changed = zip(before, render(added, parts: 4)).filter { $0.contents != $1.contents }
    XCTAssertLessThanOrEqual(changed.count, 2, "\(changed.map(\.0.path))")
    let withoutOverrides = zip(
      render(Self.fixture(), parts: 4, overrides: false), render(added, parts: 4, overrides: false))
    XCTAssertEqual(withoutOverrides.filter { $0.contents != $1.contents }.count, 1, "without overrides, one file")
  }

  func testThePartsCompileEachOnItsOwn() throws {
    try TypeCheck.requireBuild()
    let files = render(Self.fixture(), parts: 3)
    let result = try TypeCheck.run(Self.fixture(), generatedFiles: files.map(\.contents))
    XCTAssertEqual(result.status, 0, result.output)
  }

  func testOnlyFilesSwordWroteAreLeftovers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-split-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Sword.generated.swift").path
    func write(_ name: String, _ text: String) throws {
      try text.write(toFile: folder.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
    }
    try write("Sword.generated.swift", Renderer.header)
    try write("Sword.generated.3.swift", Renderer.header)
    try write("Sword.generated.4.swift", "// a file of the user's\n")
    try write("Other.swift", Renderer.header)
    let kept = OutputParts.paths(of: output, parts: 2)
    XCTAssertEqual(
      OutputParts.leftovers(of: output, keeping: kept).map { ($0 as NSString).lastPathComponent },
      ["Sword.generated.3.swift", "Sword.generated.swift"])
  }
}
