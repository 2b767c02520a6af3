/// Collects lines of Swift with two-space indentation.
struct SwiftWriter {
  private(set) var text = ""
  private var depth = 0

  init() {}

  /// A writer whose lines start `depth` levels in: a piece of a block written elsewhere.
  init(depth: Int) { self.depth = depth }

  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      for _ in 0..<depth { text += "  " }
      text += content
    }
    text += "\n"
  }

  /// `body` between `#if <conditions>` and `#endif`, or as it is when `conditions` is empty. Conditions the
  /// enclosing block is already under (`outer`) are left out.
  mutating func conditional(
    _ conditions: [String], outside outer: [String] = [], _ body: (inout SwiftWriter) -> Void
  ) {
    let own = conditions.filter { !outer.contains($0) }
    if !own.isEmpty { line("#if \(ConditionText.joined(own))") }
    body(&self)
    if !own.isEmpty { line("#endif") }
  }

  /// Lines written elsewhere at this writer's depth, as they are.
  mutating func raw(_ lines: String) {
    text += lines
  }

  /// `header {`, the body indented, then `}`.
  mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }
}
