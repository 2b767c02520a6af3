import SwordNaming

/// How a name from the user's code is written in Swift: the one rule for every identifier Sword keeps in an index
/// and writes into generated code. A name is kept as Swift must spell it wherever it appears: plain when it is an
/// identifier that is not a keyword (`Clock`, and `Default`, whose backticks were only a choice), in backticks when
/// it is a keyword (`default`, `Type`) or a raw identifier (`Raw Thing`, Swift 6.2). So the key of a type is one
/// spelling however it was written, and that spelling can be written back as it is.
///
/// ```swift
/// SwiftName.spelled("Clock")  // "Clock"
/// SwiftName.spelled("default")  // "`default`"
/// SwiftName.spelled("Raw Thing")  // "`Raw Thing`"
/// SwiftName.unescaped("`default`")  // "default"
/// ```
enum SwiftName {
  /// `name`, an identifier's name without backticks, as Swift spells it.
  static func spelled(_ name: String) -> String {
    needsBackticks(name) ? "`\(name)`" : name
  }

  /// `spelled` without its backticks, if it has them.
  static func unescaped(_ spelled: String) -> String {
    spelled.count > 2 && spelled.hasPrefix("`") && spelled.hasSuffix("`")
      ? String(spelled.dropFirst().dropLast()) : spelled
  }

  /// Whether `name` must be written in backticks: a keyword anywhere Sword writes names, or not an identifier.
  static func needsBackticks(_ name: String) -> Bool {
    !SwiftIdentifier.isValid(name) || keywords.contains(name)
  }

  /// Whether `text` is one identifier as Swift spells it (see ``spelled(_:)``): what an index may hold as a name.
  static func isSpelledIdentifier(_ text: String) -> Bool {
    if SwiftIdentifier.isValid(text) { return !keywords.contains(text) }
    let inner = unescaped(text)
    return inner != text && isRawIdentifier(inner) && needsBackticks(inner)
  }

  /// Whether `text` is a name, or names joined by `.`, each as Swift spells it (`Outer.Inner`, and `Outer.` then
  /// `default` in backticks).
  static func isSpelledPath(_ text: String) -> Bool {
    let components = components(of: text)
    return !components.isEmpty && components.allSatisfy(isSpelledIdentifier)
  }

  /// The components of a dotted name, a backticked component kept whole even when it holds a dot.
  static func components(of text: String) -> [String] {
    if !text.utf8.contains(UInt8(ascii: "`")) {
      return text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    var components: [String] = []
    var current = ""
    var inBackticks = false
    for character in text {
      if character == "`" { inBackticks.toggle() }
      if character == ".", !inBackticks {
        components.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    components.append(current)
    return components
  }

  /// What a raw identifier may hold between its backticks (SE-0451): no backtick, no line break or other control
  /// character, and not only operator characters or spaces.
  private static func isRawIdentifier(_ text: String) -> Bool {
    !text.isEmpty && !text.unicodeScalars.contains { $0 == "`" || $0.properties.generalCategory == .control }
      && !text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
      && text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
  }

  /// Keywords, and the contextual keywords that mean something where a type or a member is written (`Type`,
  /// `Protocol` after a dot; `some`, `any`, `each` before a type). Backticks around a contextual keyword used as
  /// an identifier are always allowed, so erring on their side costs nothing.
  static let keywords: Set<String> = AccessorName.keywords.union([
    "Type", "Protocol", "some", "any", "each", "repeat", "isolated", "sending", "nonisolated", "override", "get",
    "set", "willSet", "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required",
    "final", "dynamic", "indirect", "optional", "prefix", "postfix", "infix", "macro", "_",
  ])
}
