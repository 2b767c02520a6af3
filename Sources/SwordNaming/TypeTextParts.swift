/// Type text taken apart where it is not nested, shared by the naming rule and the generator (which reads
/// collections, wrappers and optionals from a parameter's type).
///
/// ```swift
/// TypeTextParts.split("String: [Int: Bool]", separator: ":")  // ["String", " [Int: Bool]"]
/// TypeTextParts.split("(Int) -> String", separator: "->")    // ["(Int) ", " String"]
/// ```
public enum TypeTextParts {
  /// Splits at `separator` where it is not nested in `<>`, `()` or `[]` (an arrow's `>` does not close anything);
  /// a blank last part is left out, so `""` has no parts.
  public static func split(_ text: String, separator: String = ",") -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var rest = Substring(text)
    while let character = rest.first {
      if depth == 0, rest.hasPrefix(separator) {
        parts.append(current)
        current = ""
        rest = rest.dropFirst(separator.count)
        continue
      }
      if rest.hasPrefix("->") {
        current += "->"
        rest = rest.dropFirst(2)
        continue
      }
      // A name in backticks is taken whole: a raw identifier may hold `,`, `:` or brackets.
      if character == "`", let close = rest.dropFirst().firstIndex(of: "`") {
        current += rest[...close]
        rest = rest[rest.index(after: close)...]
        continue
      }
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      default: break
      }
      current.append(character)
      rest = rest.dropFirst()
    }
    if !current.trimmingWhitespace().isEmpty { parts.append(current) }
    return parts
  }

  /// `text` without leading and trailing whitespace.
  public static func trimmed(_ text: String) -> String { text.trimmingWhitespace() }
}
