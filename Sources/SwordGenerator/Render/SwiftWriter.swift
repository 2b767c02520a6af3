/// Collects lines of Swift with two-space indentation.
struct SwiftWriter {
  private(set) var text = ""
  private var depth = 0

  mutating func line(_ content: String = "") {
    if content.isEmpty {
      text += "\n"
    } else {
      text += String(repeating: "  ", count: depth) + content + "\n"
    }
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
