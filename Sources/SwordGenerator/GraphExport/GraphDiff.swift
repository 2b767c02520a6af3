/// What changed between two graphs, as a reviewer of a pull request needs it: bindings added and removed, scope and
/// constructor changes, injections added and removed, components added, removed or moved, and bindings whose blast
/// radius grew a lot. Every list is sorted, so the same two graphs always give the same report.
package struct GraphDiff: Codable, Hashable, Sendable {
  package struct Change: Codable, Hashable, Sendable {
    /// The node's id, or the component's name.
    package var id: String
    package var before: String
    package var after: String

    package init(id: String, before: String, after: String) {
      self.id = id
      self.before = before
      self.after = after
    }
  }

  package struct Injection: Codable, Hashable, Sendable {
    package var from: String
    package var to: String
    package var parameter: String

    package init(from: String, to: String, parameter: String) {
      self.from = from
      self.to = to
      self.parameter = parameter
    }
  }

  package var bindingsAdded: [String] = []
  package var bindingsRemoved: [String] = []
  /// `.single` → `unscoped`, by node.
  package var scopesChanged: [Change] = []
  /// How the value is made: `DefaultAPIClient.init(envVars:)` → `DefaultAPIClient.init(envVars:session:)`.
  package var constructorsChanged: [Change] = []
  package var injectionsAdded: [Injection] = []
  package var injectionsRemoved: [Injection] = []
  package var componentsAdded: [String] = []
  package var componentsRemoved: [String] = []
  /// A component whose parent changed (`@Subcomponent(of:)`), or that became or stopped being a subcomponent.
  package var componentsMoved: [Change] = []
  /// Bindings whose blast radius at least doubled and grew by 3 or more: what a change to them can now break.
  package var blastRadiusGrew: [Change] = []

  /// Whether the two graphs are the same as far as this report goes.
  package var isEmpty: Bool { self == GraphDiff() }

  package init() {}

  /// The change from `before` to `after` (their ``ExportGraph/stats`` are computed when missing).
  package init(from before: ExportGraph, to after: ExportGraph) {
    let old = Dictionary(
      before.nodes.filter { $0.kind != .missing }.map { ($0.id, $0) }, uniquingKeysWith: { one, _ in one })
    let new = Dictionary(
      after.nodes.filter { $0.kind != .missing }.map { ($0.id, $0) }, uniquingKeysWith: { one, _ in one })
    bindingsAdded = new.keys.filter { old[$0] == nil }.sorted()
    bindingsRemoved = old.keys.filter { new[$0] == nil }.sorted()
    for id in new.keys.sorted() {
      guard let was = old[id], let now = new[id] else { continue }
      if was.scopeText != now.scopeText {
        scopesChanged.append(Change(id: id, before: was.scopeText, after: now.scopeText))
      }
      if was.constructor != now.constructor {
        constructorsChanged.append(Change(id: id, before: was.constructor, after: now.constructor))
      }
    }
    let oldEdges = Set(before.edges.map { Injection(from: $0.from, to: $0.to, parameter: $0.label) })
    let newEdges = Set(after.edges.map { Injection(from: $0.from, to: $0.to, parameter: $0.label) })
    let order = { (one: Injection, other: Injection) in
      (one.to, one.from, one.parameter) < (other.to, other.from, other.parameter)
    }
    injectionsAdded = newEdges.subtracting(oldEdges).sorted(by: order)
    injectionsRemoved = oldEdges.subtracting(newEdges).sorted(by: order)

    let oldComponents = Dictionary(before.components.map { ($0.name, $0) }, uniquingKeysWith: { one, _ in one })
    let newComponents = Dictionary(after.components.map { ($0.name, $0) }, uniquingKeysWith: { one, _ in one })
    componentsAdded = newComponents.keys.filter { oldComponents[$0] == nil }.sorted()
    componentsRemoved = oldComponents.keys.filter { newComponents[$0] == nil }.sorted()
    for name in newComponents.keys.sorted() {
      guard let was = oldComponents[name], let now = newComponents[name] else { continue }
      let place = { (component: ExportComponent) in component.parent.map { "subcomponent of \($0)" } ?? "root component"
      }
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
