/// Builds a ``YAMLNode`` tree from libyaml's events, with an explicit stack instead of recursion.
///
/// Duplicate keys are reported here (`.configDuplicateKey`, with a note at the first one) and their later entries
/// are dropped, so the first one written wins.
struct YAMLTreeBuilder {
  private enum Frame {
    case sequence(items: [YAMLNode], location: SourceLocation)
    case mapping(
      pairs: [YAMLNode.Pair], pendingKey: YAMLNode?, seen: [String: SourceLocation], location: SourceLocation)
  }

  private var stack: [Frame] = []
  /// The document's top node, once it is complete.
  private(set) var root: YAMLNode?
  private(set) var diagnostics: [Diagnostic] = []

  /// How many collections are open.
  var depth: Int { stack.count }

  mutating func openSequence(at location: SourceLocation) {
    stack.append(.sequence(items: [], location: location))
  }

  mutating func openMapping(at location: SourceLocation) {
    stack.append(.mapping(pairs: [], pendingKey: nil, seen: [:], location: location))
  }

  /// Ends the innermost open collection and adds it to its parent.
  mutating func close() {
    switch stack.popLast() {
    case .sequence(let items, let location)?: add(YAMLNode(.sequence(items), at: location))
    case .mapping(let pairs, _, _, let location)?: add(YAMLNode(.mapping(pairs), at: location))
    case nil: break
    }
  }

  /// Adds a finished node to the innermost open collection, or makes it the root.
  mutating func add(_ node: YAMLNode) {
    guard let top = stack.popLast() else {
      if root == nil { root = node }
      return
    }
    switch top {
    case .sequence(var items, let location):
      items.append(node)
      stack.append(.sequence(items: items, location: location))
    case .mapping(let pairs, nil, let seen, let location):
      stack.append(.mapping(pairs: pairs, pendingKey: node, seen: seen, location: location))
    case .mapping(var pairs, let key?, var seen, let location):
      if let name = key.scalar?.value, let first = seen[name] {
        diagnostics.append(Self.duplicate(name, at: key.location, first: first))
      } else {
        if let name = key.scalar?.value { seen[name] = key.location }
        pairs.append(YAMLNode.Pair(key: key, value: node))
      }
      stack.append(.mapping(pairs: pairs, pendingKey: nil, seen: seen, location: location))
    }
  }

  private static func duplicate(_ name: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
    Diagnostic(
      .configDuplicateKey,
      "duplicate key '\(name)': it is already set at line \(first.line); keep only one",
      at: location,
      notes: [Diagnostic.Note("'\(name)' first set here", at: first)]
    )
  }
}
