/// Text from the disk (a path, a name, SwiftPM's output) made safe to print: every control character is written as
/// an escape, so a file name holding a line break cannot forge a `path:line:col:` line, and one holding ESC or a
/// bidirectional override cannot drive the terminal, a CI log that renders ANSI codes, or the reader's eye.
///
/// ```swift
/// TerminalText.escaped("odd\nname")  // "odd\\nname"
/// TerminalText.escaped("x\u{1B}[2Jy")  // "x\\u{1B}[2Jy"
/// ```
package enum TerminalText {
  /// `text` on one line with every control character escaped: `\n`, `\r`, `\t`, and `\u{…}` for the others (the C0
  /// and C1 controls, DEL, the Unicode line and paragraph separators and the bidirectional formatting characters).
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Each line of `text` escaped, the line breaks between them kept (a diff, a report).
  package static func escapedLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0) }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
      .joined(separator: "\n")
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
