extension TypeText {
  /// Splits canonical type text at `separator` where it is not nested in `<>`, `()` or `[]` (the `>` of an arrow
  /// closes nothing): `"String: [Int: Bool]"` at `":"` → `["String", " [Int: Bool]"]`.
  static func splitTopLevel(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character?
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      default: break
      }
      if depth == 0, character == separator {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    parts.append(current)
    return parts
  }

  /// The generic arguments of `Name<A, B>` when `text` is exactly that (one of `names`), else `nil`:
  /// `genericArguments(of: "Sword.Lazy<Clock>", named: ["Lazy", "Sword.Lazy"])` → `["Clock"]`.
  static func genericArguments(of text: String, named names: [String]) -> [String]? {
    for name in names where text.hasPrefix(name + "<") && text.hasSuffix(">") {
      let inner = String(text.dropFirst(name.count + 1).dropLast())
      let parts = splitTopLevel(inner, separator: ",").map(trimmed)
      // `Lazy<A>.B` would end in `>` only by accident of nesting: the arguments must balance.
      guard !parts.contains(where: \.isEmpty) else { return nil }
      return parts
    }
    return nil
  }

  /// `text` without leading and trailing spaces.
  static func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension String {
  /// The text without leading and trailing spaces.
  var trimmedTypeText: String { TypeText.trimmed(self) }
}
