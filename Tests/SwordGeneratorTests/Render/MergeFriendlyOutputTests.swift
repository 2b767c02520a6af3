import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// Adding, removing or changing one binding changes only that binding's lines of the generated file, whatever its
/// scope, so that two branches that each add a binding merge without a conflict.
final class MergeFriendlyOutputTests: XCTestCase {
  /// An app component with bindings of every scope, in name order between the ones the tests add.
  private static let base = [
    "@Component final class AppComponent {}",
    binding("Clock", scope: ".single"),
    binding("Database", scope: ".single"),
    binding("Logger", scope: ".weakReference"),
    binding("Network", scope: nil),
    binding("Session", scope: ".single"),
    binding("Store", scope: ".weakReference"),
    binding("Tracker", scope: ".single"),
  ]

  private static func binding(_ name: String, scope: String?) -> String {
    """
    @Dependency(registeredTo: AppComponent.self\(scope.map { ", scopedWith: \($0)" } ?? ""))
    final class \(name) { @Injected init() {} }
    """
  }

  private func render(_ sources: [String]) throws -> String {
    let (graph, diagnostics) = GraphFixture(["App": sources]).build()
    XCTAssertEqual(diagnostics.map(\.rendered), [])
    return Renderer.render(graph, to: "/x").contents
  }

  /// The lines `after` removes from and inserts into `before`.
  private func change(from before: String, to after: String) -> (removed: [String], inserted: [String]) {
    let difference = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .difference(from: before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    var removed: [String] = []
    var inserted: [String] = []
    for change in difference {
      switch change {
      case .remove(_, let line, _): removed.append(line)
      case .insert(_, let line, _): inserted.append(line)
      }
    }
    return (removed, inserted)
  }

  func testAddingABindingOfAnyScopeOnlyAddsItsOwnLines() throws {
    let before = try render(Self.base)
    for scope in [".single", ".weakReference", nil] {
      let after = try render(Self.base + [Self.binding("Keychain", scope: scope)])
      let (removed, inserted) = change(from: before, to: after)
      XCTAssertEqual(removed, [], "scope \(scope ?? "none")")
      // The accessor (three lines) and the blank line that separates it.
      XCTAssertEqual(inserted.count, 4, "scope \(scope ?? "none"):\n\(inserted.joined(separator: "\n"))")
      XCTAssertTrue(inserted.contains("  var keychain: Keychain {"), inserted.joined(separator: "\n"))
      // And removing it again only removes those lines.
      XCTAssertEqual(change(from: after, to: before).inserted, [])
    }
  }

  func testChangingOneBindingsScopeOnlyChangesItsBody() throws {
    let before = try render(Self.base)
    var sources = Self.base
    sources[4] = Self.binding("Network", scope: ".single")
    let (removed, inserted) = change(from: before, to: try render(sources))
    XCTAssertEqual(removed, ["    Network()"])
    XCTAssertEqual(inserted.count, 1)
    XCTAssertTrue(inserted[0].hasPrefix("    _swordStorage.single(0x"), inserted[0])
    XCTAssertTrue(inserted[0].hasSuffix(") { Network() }"), inserted[0])
  }

  func testTwoBranchesThatEachAddABindingMergeWithoutAConflict() throws {
    let base = try render(Self.base)
    let early = Self.binding("Analytics", scope: ".single")
    let late = Self.binding("Uploader", scope: ".single")
    let middle = Self.binding("Keychain", scope: ".weakReference")
    let left = try render(Self.base + [early, middle])
    let right = try render(Self.base + [late])
    let both = try render(Self.base + [early, middle, late])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Sword.generated.swift")
    func git(_ arguments: String...) throws -> TestProcess.Result {
      try TestProcess.run(
        "git",
        [
          "-c", "user.name=Sword Tests", "-c", "user.email=tests@example.invalid", "-c", "init.defaultBranch=main",
          "-c", "commit.gpgsign=false",
        ] + arguments, in: folder)
    }
    func commit(_ text: String, _ message: String) throws {
      try text.write(to: file, atomically: true, encoding: .utf8)
      XCTAssertEqual(try git("add", "Sword.generated.swift").status, 0)
      XCTAssertEqual(try git("commit", "-q", "-m", message).status, 0)
    }
    XCTAssertEqual(try git("init", "-q").status, 0)
    try commit(base, "base")
    XCTAssertEqual(try git("checkout", "-q", "-b", "left").status, 0)
    try commit(left, "Analytics and Keychain")
    XCTAssertEqual(try git("checkout", "-q", "main").status, 0)
    XCTAssertEqual(try git("checkout", "-q", "-b", "right").status, 0)
    try commit(right, "Uploader")
    let merge = try git("merge", "--no-edit", "left")
    XCTAssertEqual(merge.status, 0, merge.output)
    // The merged file is exactly what generating on the merged sources writes.
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), both)
  }

  func testEveryScopedBindingOfAComponentHasItsOwnKey() throws {
    // Three hundred scoped bindings: a clash of two names' hashes would give two accessors one key.
    let names = (0..<300).map { "Service\($0)" }
    let text = try render(["@Component final class AppComponent {}"] + names.map { Self.binding($0, scope: ".single") })
    let keys = text.split(separator: "\n").compactMap { line -> Substring? in
      guard let start = line.range(of: "single(")?.upperBound,
        let end = line.range(of: ")", range: start..<line.endIndex)
      else { return nil }
      return line[start..<end.lowerBound]
    }
    XCTAssertEqual(keys.count, 300)
    XCTAssertEqual(Set(keys).count, 300)
    XCTAssertTrue(keys.allSatisfy { $0.hasPrefix("0x") && $0.count == 11 }, "\(keys.prefix(3))")
  }
}
