/// A component argument written `Qualified<Tag, Value>.self`: a `Value` qualified by `Tag`, stored and passed under
/// the tag's name. Shared by the `@Component` macro (which stores it) and the generator (which binds it).
///
/// ```swift
/// QualifiedArgument("Qualified<BaseURL, URL>")  // tag "BaseURL", value "URL", name "baseURL"
/// QualifiedArgument("EnvVars")                  // nil: not qualified
/// ```
public struct QualifiedArgument: Sendable {
  /// The tag type as written.
  public var tag: String
  /// The argument's type as written.
  public var value: String

  /// Reads `Qualified<Tag, Value>` or `Sword.Qualified<Tag, Value>`; `nil` for any other type.
  public init?(_ type: String) {
    var text = Substring(type.trimmingWhitespace())
    if text.hasPrefix("Sword.") { text = text.dropFirst("Sword.".count) }
    guard text.hasPrefix("Qualified<"), text.hasSuffix(">") else { return nil }
    let inner = String(text.dropFirst("Qualified<".count).dropLast())
    let parts = AccessorName.topLevelElements(of: inner)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    tag = parts[0]
    value = parts[1]
  }

  /// The stored property, initializer label and accessor: the tag's name in lower camel case.
  public var name: String { AccessorName.forType(tag) }
}

extension AccessorName {
  /// The name under which a component stores an argument of `type`: the tag's name for `Qualified<Tag, Value>`,
  /// else ``forType(_:)``.
  public static func forArgument(_ type: String) -> String {
    QualifiedArgument(type)?.name ?? forType(type)
  }

  /// The comma-separated elements of `text` that are not nested in brackets, trimmed.
  static func topLevelElements(of text: String) -> [String] {
    splitTopLevel(text).map { $0.trimmingWhitespace() }
  }
}
