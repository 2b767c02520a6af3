/// The naming rule shared by the macros and the generator, so that a component argument the `@Component` macro
/// stores and the accessor the generator emits agree on one name.
///
/// ```swift
/// AccessorName.forType("EnvVars")          // "envVars"
/// AccessorName.forType("URLSession")       // "urlSession"
/// AccessorName.forType("any APIClient")    // "apiClient"
/// AccessorName.forType("Post.ID")          // "postID", as rockname/sword names it
/// AccessorName.forType("@Sendable () -> Void") // "sendableVoidClosure"
/// AccessorName.forType("Repository<User>") // "userRepository"
/// ```
public enum AccessorName {
  /// The lower-camel-case name Sword gives to a value of `type`: its name components joined (a nested type takes
  /// its enclosing type's name, `Post.ID` → `postID`, as in rockname/sword), with the leading run of capitals
  /// lowered (keeping the capital that starts the next word), generic arguments put in front, and `Optional`
  /// spelled `optional`. Characters that cannot appear in an identifier are dropped.
  public static func forType(_ type: String) -> String {
    plainName(type) ?? generalName(type)
  }

  /// ``forType(_:)`` for the common case, a possibly dotted ASCII identifier (`LoginViewModel`, `Core.Logger`),
  /// over bytes; `nil` for anything else. Gives what ``generalName(_:)`` gives for such a name.
  static func plainName(_ type: String) -> String? {
    var name: [UInt8] = []
    name.reserveCapacity(type.utf8.count)
    var startsComponent = false
    for byte in type.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        // `Post.ID` is `PostID`, `Client.b` is `ClientB`: each component after the first starts a word.
        name.append(startsComponent ? byte - 32 : byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        name.append(byte)
      case UInt8(ascii: "."):
        guard !name.isEmpty else { return nil }
        startsComponent = true
        continue
      default: return nil
      }
      startsComponent = false
    }
    guard !name.isEmpty, type.utf8.last != UInt8(ascii: ".") else { return nil }
    func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    // The first letter is upper-cased, then the leading run of capitals lowered, keeping the capital that starts
    // the next word ("URLSession": "URLS" is the run, "S" starts "Session").
    if isLower(name[0]) { name[0] -= 32 }
    var run = 0
    while run < name.count, isUpper(name[run]) { run += 1 }
    let lowered = run > 1 && run < name.count && isLower(name[run]) ? run - 1 : run
    for position in 0..<lowered { name[position] += 32 }
    if name[0] >= UInt8(ascii: "0") && name[0] <= UInt8(ascii: "9") { name.insert(UInt8(ascii: "_"), at: 0) }
    return escapedIfKeyword(String(decoding: name, as: UTF8.self))
  }

  /// ``forType(_:)`` for any type text.
  static func generalName(_ type: String) -> String {
    var text = type.trimmingWhitespace()
    for prefix in ["any ", "some "] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count)).trimmingWhitespace()
    }
    // `@escaping` and `@autoclosure` say nothing of the value; `@Sendable` and `@MainActor` make another type,
    // which gets its own name (`sendableVoidClosure`).
    var attributePrefix = ""
    while text.hasPrefix("@"), let space = text.firstIndex(of: " ") {
      let attribute = String(text[text.index(after: text.startIndex)..<space])
      if attribute != "escaping", attribute != "autoclosure" {
        attributePrefix += upperFirst(identifierCharacters(attribute))
      }
      text = String(text[text.index(after: space)...]).trimmingWhitespace()
    }
    if !attributePrefix.isEmpty {
      return escapedIfKeyword(lowerLeadingCapitals(attributePrefix + upperFirst(forType(text))))
    }
    var optional = false
    while text.hasSuffix("?") || text.hasSuffix("!") {
      text.removeLast()
      optional = true
    }
    // Only closures, tuples, arrays and dictionaries have a structural name.
    let mayBeStructural = text.utf8.contains {
      $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "-")
    }
    if mayBeStructural, let structural = structuralName(text) {
      return escapedIfKeyword(optional ? "optional" + upperFirst(structural) : structural)
    }
    // Generic arguments come first: Repository<User> -> userRepository.
    var genericPrefix = ""
    if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
      let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
      genericPrefix = splitTopLevel(String(inner)).map { upperFirst(forType($0)) }.joined()
      text = String(text[..<open])
    }
    let components = text.split(separator: ".").map { upperFirst(identifierCharacters(String($0))) }.joined()
    let base = genericPrefix + components
    var name = lowerLeadingCapitals(base)
    if optional { name = "optional" + upperFirst(name) }
    if name.isEmpty { name = "value" }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
    return escapedIfKeyword(name)
  }

  /// The name Sword falls back to when two bindings of one component would share ``forType(_:)``'s name: every
  /// name component of the qualified type, joined (`Core.Logger` → `coreLogger`).
  public static func forQualifiedType(_ type: String) -> String {
    forType(type)
  }

  /// `make` + the component's last name component: `LoginComponent` -> `makeLoginComponent`.
  public static func factoryName(forComponent type: String) -> String {
    let last = type.split(separator: ".").last.map(String.init) ?? type
    return "make" + upperFirst(identifierCharacters(last))
  }

  /// Names for types that have no name of their own: closures (`(Int) -> String` → `intToString`,
  /// `() -> Double` → `doubleClosure`), tuples (`(Int, String)` → `intAndString`), arrays (`[User]` → `userArray`)
  /// and dictionaries (`[String: Int]` → `stringIntDictionary`).
  private static func structuralName(_ text: String) -> String? {
    let parts = splitTopLevel(text, separator: "->")
    if parts.count == 2 {
      let inputs = elements(of: parts[0].trimmingWhitespace())
      let output = upperFirst(forType(parts[1]))
      return inputs.isEmpty
        ? lowerLeadingCapitals(output + "Closure")
        : lowerLeadingCapitals(inputs.map { upperFirst(forType($0)) }.joined() + "To" + output)
    }
    if text.hasPrefix("("), text.hasSuffix(")") {
      let inside = elements(of: text)
      if inside.count == 1 { return forType(inside[0]) }
      return lowerLeadingCapitals(inside.map { upperFirst(forType($0)) }.joined(separator: "And"))
    }
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = String(text.dropFirst().dropLast())
      let pair = splitTopLevel(inner, separator: ":")
      if pair.count == 2 {
        return lowerLeadingCapitals(upperFirst(forType(pair[0])) + upperFirst(forType(pair[1])) + "Dictionary")
      }
      return lowerLeadingCapitals(upperFirst(forType(inner)) + "Array")
    }
    return nil
  }

  /// The element types of a parenthesized list, without labels: `(id: Int, String)` → `["Int", "String"]`.
  private static func elements(of text: String) -> [String] {
    guard text.hasPrefix("("), text.hasSuffix(")") else { return [text] }
    return splitTopLevel(String(text.dropFirst().dropLast())).map { element in
      let parts = splitTopLevel(element, separator: ":")
      return (parts.count == 2 ? parts[1] : element).trimmingWhitespace()
    }.filter { !$0.isEmpty }
  }

  /// Wraps Swift keywords in backticks so that the name can be declared and referenced.
  public static func escapedIfKeyword(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
    "try", "package", "consume", "borrowing", "consuming", "actor",
  ]

  private static func identifierCharacters(_ text: String) -> String {
    String(
      text.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        .map(Character.init))
  }

  private static func upperFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  private static func lowerLeadingCapitals(_ text: String) -> String {
    let characters = Array(text)
    var run = 0
    while run < characters.count, characters[run].isUppercase { run += 1 }
    if run == 0 { return text }
    // "URLSession": the run is "URLS"; keep the "S" that starts "Session".
    let lowered = (run > 1 && run < characters.count && characters[run].isLowercase) ? run - 1 : run
    return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
  }

  static func splitTopLevel(_ text: String, separator: String = ",") -> [String] {
    TypeTextParts.split(text, separator: separator)
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
