/// Reading keys and typed values out of YAML nodes, reporting wrong types and unknown keys.
extension ConfigDecoder {
  /// The pairs of `pairs` whose key is one of `known`, by key; other keys are reported as unknown.
  /// `place` says where the mapping is, for messages ("in 'root'").
  mutating func knownEntries(_ pairs: [YAMLNode.Pair], known: [String], in place: String) -> [String: YAMLNode.Pair] {
    var entries: [String: YAMLNode.Pair] = [:]
    for pair in pairs {
      if case .alias = pair.key.kind { continue }
      guard let name = pair.key.scalar?.value else {
        report(.configWrongType, "expected a key name \(place), found \(describe(pair.key))", at: pair.key.location)
        continue
      }
      if known.contains(name) {
        entries[name] = pair
        continue
      }
      var message = "unknown key '\(name)' \(place)"
      if let suggestion = KeySuggestion.nearest(to: name, among: known) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; known keys: " + known.map { "'\($0)'" }.joined(separator: ", ")
      }
      report(.configUnknownKey, message, at: pair.key.location)
    }
    return entries
  }

  /// The value of `pair` as text; reports anything but a scalar with a value. `expected` completes
  /// "'key' must be …".
  mutating func string(_ pair: YAMLNode.Pair, expected: String) -> Located<String>? {
    let node = pair.value
    if case .alias = node.kind { return nil }
    guard let scalar = node.scalar, !scalar.isNull else {
      wrongType(pair, expected: expected)
      return nil
    }
    return Located(scalar.value, at: node.location)
  }

  /// The value of `pair` as a YAML 1.1 boolean: `true`/`false`/`yes`/`no`, in lower, title or upper case.
  mutating func bool(_ pair: YAMLNode.Pair) -> Bool? {
    let node = pair.value
    if case .alias = node.kind { return nil }
    if let scalar = node.scalar, scalar.isNull { return nil }
    if let scalar = node.scalar, scalar.style == .plain, scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:bool" {
      switch scalar.value {
      case "true", "True", "TRUE", "yes", "Yes", "YES": return true
      case "false", "False", "FALSE", "no", "No", "NO": return false
      default: break
      }
    }
    wrongType(pair, expected: "true or false (yes or no also work, unquoted)")
    return nil
  }

  /// The items of `pair`'s list; reports anything else.
  mutating func sequence(_ pair: YAMLNode.Pair, expected: String) -> [YAMLNode]? {
    if case .alias = pair.value.kind { return nil }
    guard case .sequence(let items) = pair.value.kind else {
      wrongType(pair, expected: expected)
      return nil
    }
    return items
  }

  mutating func wrongType(_ pair: YAMLNode.Pair, expected: String, hint: String? = nil) {
    let key = pair.key.scalar?.value ?? "value"
    var message = "'\(key)' must be \(expected), found \(describe(pair.value))"
    if let hint { message += "; \(hint)" }
    report(.configWrongType, message, at: pair.value.location)
  }

  /// A node in words for messages, quoting what the user wrote: `'Core'`, `a list`, `no value`.
  func describe(_ node: YAMLNode) -> String {
    switch node.kind {
    case .scalar(let scalar) where scalar.isNull: return "no value"
    case .scalar(let scalar): return "'\(Self.excerpt(scalar.value))'"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .alias(let name): return "the alias '*\(name)'"
    }
  }

  /// `text` on one line, cut to 60 characters.
  static func excerpt(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\n", with: "\\n")
    return line.count > 60 ? line.prefix(57) + "..." : line
  }
}
