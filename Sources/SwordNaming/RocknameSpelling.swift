extension AccessorName {
  /// The name rockname/sword gives a value of `type`, when it is a usable Swift name that differs from
  /// ``forType(_:)``'s; `nil` otherwise. Its rule: the type's text without dots, with the leading run of capitals
  /// lowered but for the run's last letter when the run is two or more letters long. Sword keeps a whole run of
  /// capitals together instead, so the two part where a run ends the name or meets a digit: `URL` is `urL` there and
  /// `url` here, `UUID` `uuiD` and `uuid`, `HTTP2Client` `httP2Client` and `http2Client`; and a nested type with a
  /// lowercase name (`Cache.entry`: `cacheentry`, `cacheEntry`). Where its rule gives no usable name (generic,
  /// existential or optional types, keywords), code written for it did not compile, so no alias is owed.
  ///
  /// ```swift
  /// AccessorName.rocknameSpelling(forType: "URL")         // "urL"
  /// AccessorName.rocknameSpelling(forType: "URLSession")  // nil: both say "urlSession"
  /// AccessorName.rocknameSpelling(forType: "any APIClient")  // nil: "any APIClient" is no name
  /// ```
  public static func rocknameSpelling(forType type: String) -> String? {
    let text = type.trimmingWhitespace()
    // A dotted identifier of ASCII letters, digits and underscores, nothing else: what its rule makes a name of.
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty,
      parts.allSatisfy({ part in
        guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
      })
    else { return nil }
    let joined = Array(parts.joined())
    var run = 0
    while run < joined.count, joined[run].isUppercase { run += 1 }
    let lowered = run >= 2 ? run - 1 : run
    let name = String(joined[..<lowered]).lowercased() + String(joined[lowered...])
    guard !keywords.contains(name), name != forType(type) else { return nil }
    return name
  }
}
