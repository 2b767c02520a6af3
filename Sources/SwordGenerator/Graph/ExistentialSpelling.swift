import SwordNaming

/// Writes `any` in front of protocols used as types, the way Swift 6 with `ExistentialAny` wants them: `Store` →
/// `any Store`, `Store?` → `(any Store)?`, `[Store]` → `[any Store]`, `[String: Store]` → `[String: any Store]`.
/// `spelled` is how the type is written, `canonical` its key (module-qualified names), of the same shape.
///
/// ```swift
/// ExistentialSpelling.apply("Store?", canonical: "Core.Store?") { $0 == "Core.Store" }  // "(any Store)?"
/// ```
enum ExistentialSpelling {
  static func apply(_ spelled: String, canonical: String, isProtocol: (String) -> Bool) -> String {
    if spelled.hasPrefix("any ") || spelled.hasPrefix("some ") { return spelled }
    if isProtocol(canonical) { return "any " + spelled }
    if spelled.hasSuffix("?"), canonical.hasSuffix("?") {
      let inner = apply(String(spelled.dropLast()), canonical: String(canonical.dropLast()), isProtocol: isProtocol)
      return inner.hasPrefix("any ") ? "(\(inner))?" : spelled
    }
    if spelled.hasPrefix("["), spelled.hasSuffix("]"), canonical.hasPrefix("["), canonical.hasSuffix("]") {
      let spelledParts = TypeTextParts.split(String(spelled.dropFirst().dropLast()), separator: ":")
      let canonicalParts = TypeTextParts.split(String(canonical.dropFirst().dropLast()), separator: ":")
      guard spelledParts.count == canonicalParts.count, let last = spelledParts.last, let lastKey = canonicalParts.last
      else { return spelled }
      let element = apply(
        TypeTextParts.trimmed(last), canonical: TypeTextParts.trimmed(lastKey), isProtocol: isProtocol)
      return spelledParts.count == 2 ? "[\(TypeTextParts.trimmed(spelledParts[0])): \(element)]" : "[\(element)]"
    }
    return spelled
  }
}
