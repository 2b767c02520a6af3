/// What changed between two graphs, as a reviewer of a pull request needs it: bindings added and removed, scope and
/// constructor changes, injections added and removed, components added, removed or moved, and bindings whose blast
/// radius grew a lot. Every list is sorted, so the same two graphs always give the same report.
public struct GraphDiff: Codable, Hashable, Sendable {
  public struct Change: Codable, Hashable, Sendable {
    /// The node's id, or the component's name.
    public var id: String
    public var before: String
    public var after: String

    public init(id: String, before: String, after: String) {
      self.id = id
      self.before = before
      self.after = after
    }
  }

  public struct Injection: Codable, Hashable, Sendable {
    public var from: String
    public var to: String
    public var parameter: String

    public init(from: String, to: String, parameter: String) {
      self.from = from
      self.to = to
      self.parameter = parameter
    }
  }

  public var bindingsAdded: [String] = []
  public var bindingsRemoved: [String] = []
  /// `.single` → `unscoped`, by node.
  public var scopesChanged: [Change] = []
  /// How the value is made: `DefaultAPIClient.init(envVars:)` → `DefaultAPIClient.init(envVars:session:)`.
  public var constructorsChanged: [Change] = []
  public var injectionsAdded: [Injection] = []
  public var injectionsRemoved: [Injection] = []
  public var componentsAdded: [String] = []
  public var componentsRemoved: [String] = []
  /// A component whose parent changed (`@Subcomponent(of:)`), or that became or stopped being a subcomponent.
  public var componentsMoved: [Change] = []
  /// Bindings whose blast radius at least doubled and grew by 3 or more: what a change to them can now break.
  public var blastRadiusGrew: [Change] = []

  /// Whether the two graphs are the same as far as this report goes.
  public var isEmpty: Bool { self == GraphDiff() }

  public init() {}

  /// The change from `before` to `after` (their ``ExportGraph/stats`` are computed when missing).
  public init(from before: ExportGraph, to after: ExportGraph) {
    let old = Dictionary(before.nodes.filter { $0.kind != .missing }.map { ($0.id, $0) }, uniquingKeysWith: { one, _ in one })
    let new = Dictionary(after.nodes.filter { $0.kind != .missing }.map { ($0.id, $0) }, uniquingKeysWith: { one, _ in one })
    bindingsAdded = new.keys.filter { old[$0] == nil }.sorted()
    bindingsRemoved = old.keys.filter { new[$0] == nil }.sorted()
    for id in new.keys.sorted() {
      guard let was = old[id], let now = new[id] else { continue }
      if was.scopeText != now.scopeText { scopesChanged.append(Change(id: id, before: was.scopeText, after: now.scopeText)) }
      if was.constructor != now.constructor {
        constructorsChanged.append(Change(id: id, before: was.constructor, after: now.constructor))
      }
    }
    let oldEdges = Set(before.edges.map { Injection(from: $0.from, to: $0.to, parameter: $0.label) })
    let newEdges = Set(after.edges.map { Injection(from: $0.from, to: $0.to, parameter: $0.label) })
    let order = { (one: Injection, other: Injection) in (one.to, one.from, one.parameter) < (other.to, other.from, other.parameter) }
    injectionsAdded = newEdges.subtracting(oldEdges).sorted(by: order)
    injectionsRemoved = oldEdges.subtracting(newEdges).sorted(by: order)

    let oldComponents = Dictionary(before.components.map { ($0.name, $0) }, uniquingKeysWith: { one, _ in one })
    let newComponents = Dictionary(after.components.map { ($0.name, $0) }, uniquingKeysWith: { one, _ in one })
    componentsAdded = newComponents.keys.filter { oldComponents[$0] == nil }.sorted()
    componentsRemoved = oldComponents.keys.filter { newComponents[$0] == nil }.sorted()
    for name in newComponents.keys.sorted() {
      guard let was = oldComponents[name], let now = newComponents[name] else { continue }
      let place = { (component: ExportComponent) in component.parent.map { "subcomponent of \($0)" } ?? "root component" }
      if place(was) != place(now) { componentsMoved.append(Change(id: name, before: place(was), after: place(now))) }
    }

    let oldStats = before.stats ?? GraphStats(before)
    let newStats = after.stats ?? GraphStats(after)
    let oldRadius = Dictionary(oldStats.entries.map { ($0.id, $0.blastRadius) }, uniquingKeysWith: { one, _ in one })
    for entry in newStats.entries.sorted(by: { $0.id < $1.id }) {
      guard let was = oldRadius[entry.id], old[entry.id] != nil else { continue }
      if entry.blastRadius >= 2 * was, entry.blastRadius - was >= 3 {
        blastRadiusGrew.append(Change(id: entry.id, before: String(was), after: String(entry.blastRadius)))
      }
    }
  }
}
