import XCTest

@testable import SwordGenerator

/// The diff `sword check` prints: hunks with context as `diff -u` makes them, and a cut that never hides a change.
final class UnifiedDiffTests: XCTestCase {
  private func numbered(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }
  private func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

  func testOneChangeIsOneHunkWithThreeLinesOfContext() {
    let old = "a\nb\nc\nd\ne\nf\ng\n"
    let new = "a\nb\nc\nD\ne\nf\ng\nh\n"
    let diff = UnifiedDiff(old: old, new: new, path: "F.swift")
    XCTAssertEqual(
      diff.text,
      """
      --- F.swift
      +++ F.swift (generated)
      @@ -1,7 +1,8 @@
       a
       b
       c
      -d
      +D
       e
       f
       g
      +h
      """)
    XCTAssertEqual(diff.firstChangedLine, 4)
    XCTAssertEqual(diff.changes, 2)
  }

  /// Two changes 40 lines apart: two hunks, each with its own header and context, nothing between them.
  func testDistantChangesAreSeparateHunks() {
    var new = numbered(60)
    new[9] = "line 10 changed"
    new.insert("added after 50", at: 50)
    let diff = UnifiedDiff(old: text(numbered(60)), new: text(new), path: "F.swift")
    XCTAssertEqual(
      diff.text,
      """
      --- F.swift
      +++ F.swift (generated)
      @@ -7,7 +7,7 @@
       line 7
       line 8
       line 9
      -line 10
      +line 10 changed
       line 11
       line 12
       line 13
      @@ -48,6 +48,7 @@
       line 48
       line 49
       line 50
      +added after 50
       line 51
       line 52
       line 53
      """)
    XCTAssertEqual(diff.firstChangedLine, 10)
  }

  /// Changes closer than twice the context share a hunk, as `diff -u` prints them.
  func testNearbyChangesShareAHunk() {
    var new = numbered(20)
    new[4] = "five"
    new[10] = "eleven"
    let diff = UnifiedDiff(old: text(numbered(20)), new: text(new), path: "F.swift")
    XCTAssertEqual(diff.text.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -2,13 +2,13 @@"])
  }

  /// Too long with context: the context goes, and every hunk's header and changed lines stay.
  func testALongDiffLosesItsContextBeforeAnyChange() {
    var new = numbered(400)
    for index in stride(from: 5, to: 400, by: 20) { new[index] = "changed \(index)" }
    let diff = UnifiedDiff(old: text(numbered(400)), new: text(new), path: "F.swift", maxLines: 80)
    let lines = diff.text.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("@@") }.count, 20)
    XCTAssertEqual(lines.filter { $0.hasPrefix("+changed") }.count, 20)
    XCTAssertEqual(lines.filter { $0.hasPrefix(" ") }.count, 0, "no context")
    XCTAssertTrue(diff.text.hasSuffix("`sword generate` then `git diff` shows the whole change"))
  }

  /// More changed lines than fit: each hunk keeps its header and its share, and says how many more it has.
  func testHugeHunksAreEachCutAfterTheirShare() {
    var new = numbered(300)
    for index in 0..<100 { new[index] = "top \(index)" }
    for index in 200..<300 { new[index] = "bottom \(index)" }
    let diff = UnifiedDiff(old: text(numbered(300)), new: text(new), path: "F.swift", maxLines: 40)
    let lines = diff.text.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("@@") }, ["@@ -1,100 +1,100 @@", "@@ -201,100 +201,100 @@"])
    XCTAssertEqual(lines.filter { $0.hasPrefix("… ") && $0.hasSuffix("more changed lines") }.count, 2)
    XCTAssertLessThanOrEqual(lines.count, 40 + 4)
  }

  func testLinesAddedToAnEmptyFileAndTheSameLines() {
    let added = UnifiedDiff(old: "", new: "a\nb\n", path: "F.swift")
    XCTAssertTrue(added.text.hasSuffix("@@ -0,0 +1,2 @@\n+a\n+b"), added.text)
    XCTAssertEqual(added.firstChangedLine, 1)
    let same = UnifiedDiff(old: "a\nb\n", new: "a\nb", path: "F.swift")
    XCTAssertEqual(same.text, "")
    XCTAssertNil(same.firstChangedLine)
  }

  /// The edit script is the shortest, whatever the lines: the old text rebuilt from it is the new one.
  func testTheEditScriptTurnsOneTextIntoTheOther() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement()! }
      let new = (0..<Int.random(in: 0...40, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement()! }
      let script = EditScript(old, new)
      var rebuilt: [String] = []
      var kept: [String] = []
      for edit in script.edits {
        switch edit {
        case .same(let o, let n):
          XCTAssertEqual(old[o], new[n])
          rebuilt.append(new[n])
          kept.append(old[o])
        case .removed(let o): kept.append(old[o])
        case .added(let n): rebuilt.append(new[n])
        }
      }
      XCTAssertEqual(rebuilt, new)
      XCTAssertEqual(kept, old)
    }
  }
}
