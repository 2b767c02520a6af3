import SwordNaming

extension TypeText {
  /// The generic arguments of `Name<A, B>` when `text` is exactly that (one of `names`), else `nil`:
  /// `genericArguments(of: "Sword.Lazy<Clock>", named: ["Lazy", "Sword.Lazy"])` → `["Clock"]`.
  static func genericArguments(of text: String, named names: [String]) -> [String]? {
    for name in names where text.hasPrefix(name + "<") && text.hasSuffix(">") {
      let parts = TypeTextParts.split(String(text.dropFirst(name.count + 1).dropLast())).map(TypeTextParts.trimmed)
      guard !parts.contains(where: \.isEmpty) else { return nil }
      return parts
    }
    return nil
  }
}
