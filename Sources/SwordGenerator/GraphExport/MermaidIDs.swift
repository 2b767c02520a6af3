/// Mermaid identifiers for node and cluster ids: letters, digits and `_` only, prefixed so that no id is a Mermaid
/// keyword (`end`), and made unique when two ids read alike once cleaned (`Repository<User>`, `Repository_User_`).
struct MermaidIDs {
  private var assigned: [String: String] = [:]
  private var taken: Set<String> = []

  /// The identifier of the node with `id`.
  mutating func node(_ id: String) -> String { identifier(for: "n:" + id, prefix: "n_", text: id) }

  /// The identifier of the component `name`'s subgraph.
  mutating func cluster(_ name: String) -> String { identifier(for: "c:" + name, prefix: "c_", text: name) }

  private mutating func identifier(for key: String, prefix: String, text: String) -> String {
    if let known = assigned[key] { return known }
    let cleaned = prefix + String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    var candidate = cleaned
    var counter = 2
    while taken.contains(candidate) {
      candidate = "\(cleaned)_\(counter)"
      counter += 1
    }
    taken.insert(candidate)
    assigned[key] = candidate
    return candidate
  }
}
