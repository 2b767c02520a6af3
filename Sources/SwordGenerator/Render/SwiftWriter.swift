/// Collects lines of Swift with two-space indentation.
struct SwiftWriter {
  private(set) var text = ""
  private var depth = 0

  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      for _ in 0..<depth { text += "  " }
      text += content
    }
    text += "\n"
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
