/// A unified diff between two texts, for `sword check` to show what `sword generate` would change.
///
/// ```
/// --- Sources/App/Sword.generated.swift
/// +++ Sources/App/Sword.generated.swift (generated)
/// @@ -10,7 +10,7 @@
///    var clock: Clock {
/// -    SystemClock()
/// +    _swordStorage.single(0x2C1A_03F1) { SystemClock() }
///    }
/// ```
///
/// Each change is a hunk of its own with `context` unchanged lines around it (hunks closer than twice that merge),
/// as `diff -u` prints them. The output stays short: when the hunks with their context exceed `maxLines`, the
/// context goes first, then each hunk's changed lines beyond its share; every hunk's header is always printed, so
/// no change is hidden behind a cut.
package struct UnifiedDiff {
  /// The diff: the two file lines, then the hunks; empty when the texts have the same lines.
  package var text: String
  /// The line (1-based) of the old text where the first change is, or after which lines are added; `nil` when
  /// the texts have the same lines.
  package var firstChangedLine: Int?
  /// How many separate runs of changed lines there are.
  package var changes: Int

  /// The diff of `old` (on disk) and `new` (generated) for `path`.
  package init(old: String, new: String, path: String, context: Int = 3, maxLines: Int = 80) {
    let a = Self.lines(old)
    let b = Self.lines(new)
    let script = EditScript(a, b)
    let changes = script.hunks(context: 0)
    self.changes = changes.count
    firstChangedLine = changes.first.map { max(1, $0.oldStart + ($0.oldCount == 0 ? 0 : 1)) }
    guard !changes.isEmpty else {
      text = ""
      return
    }
    var body = Self.render(script.hunks(context: context), a, b)
    if body.count > maxLines {
      // Without context: the headers and every changed line.
      body = Self.render(changes, a, b)
      if body.count > maxLines { body = Self.shortened(changes, a, b, maxLines: maxLines) }
      body.append("… unchanged lines left out: `sword generate` then `git diff` shows the whole change")
    }
    text = (["--- \(path)", "+++ \(path) (generated)"] + body).joined(separator: "\n")
  }

  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  private static func render(_ hunks: [EditScript.Hunk], _ a: [String], _ b: [String]) -> [String] {
    hunks.flatMap { hunk in [hunk.header] + hunk.edits.map { $0.line(a, b) } }
  }

  /// Every header, and of each hunk's changed lines as many as its share of `maxLines` allows.
  private static func shortened(_ hunks: [EditScript.Hunk], _ a: [String], _ b: [String], maxLines: Int) -> [String] {
    // Each hunk's header and its `… n more` line come out of the budget first.
    let share = max(2, (maxLines - 2 * hunks.count) / max(1, hunks.count))
    var body: [String] = []
    for hunk in hunks {
      body.append(hunk.header)
      body += hunk.edits.prefix(share).map { $0.line(a, b) }
      if hunk.edits.count > share { body.append("… \(hunk.edits.count - share) more changed lines") }
    }
    return body
  }
}
