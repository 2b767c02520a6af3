/// Builds a ``YAMLNode`` tree from libyaml's events, with an explicit stack instead of recursion.
///
/// Duplicate keys are reported here (`.configDuplicateKey`, with a note at the first one) and their later entries
/// are dropped, so the first one written wins.
struct YAMLTreeBuilder {
  /// An open collection. Its items are appended in place (``add(_:)`` goes through the stack's subscript): an enum
  /// frame taken off the stack, extended and put back copied its array on every item, which made a list of
  /// thousands of `local_packages` quadratic.
  private struct Frame {
    var isMapping: Bool
    var location: SourceLocation
    var items: [YAMLNode] = []
    var pairs: [YAMLNode.Pair] = []
    var pendingKey: YAMLNode?
    var seen: [String: SourceLocation] = [:]
  }

  private var stack: [Frame] = []
  /// The document's top node, once it is complete.
  private(set) var root: YAMLNode?
  private(set) var diagnostics: [Diagnostic] = []

  /// How many collections are open.
  var depth: Int { stack.count }

  mutating func openSequence(at location: SourceLocation) {
    stack.append(Frame(isMapping: false, location: location))
  }

  mutating func openMapping(at location: SourceLocation) {
    stack.append(Frame(isMapping: true, location: location))
  }

  /// Ends the innermost open collection and adds it to its parent.
  mutating func close() {
    guard let frame = stack.popLast() else { return }
    add(YAMLNode(frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), at: frame.location))
  }

  /// Adds a finished node to the innermost open collection, or makes it the root.
  mutating func add(_ node: YAMLNode) {
    let top = stack.count - 1
    guard top >= 0 else {
      if root == nil { root = node }
      return
    }
    guard stack[top].isMapping else {
      stack[top].items.append(node)
      return
    }
    guard let key = stack[top].pendingKey else {
      stack[top].pendingKey = node
      return
    }
    stack[top].pendingKey = nil
    if let name = key.scalar?.value, let first = stack[top].seen[name] {
      diagnostics.append(Self.duplicate(name, at: key.location, first: first))
    } else {
      if let name = key.scalar?.value { stack[top].seen[name] = key.location }
      stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
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
