/// The first step of ``GraphLayout``: which items share a row in each cluster, in what order, and how big every
/// node and cluster is. ``GraphLayout`` then turns the sizes into positions.
///
/// Items are nodes and waypoints: an edge that skips rows, or runs from a cluster into one of its subclusters,
/// gets a thin waypoint in each row it passes, so rows leave a gap for it and it is not drawn behind a node.
struct GraphLayoutPlan {
  typealias Size = (width: Double, height: Double)

  /// Each item's size, by id (nodes by node id, waypoints by ``waypointID(edge:cluster:row:)``).
  private(set) var itemSizes: [String: Size] = [:]
  /// For each edge (by its index in the graph's edges), the waypoints it passes through, top to bottom.
  private(set) var waypoints: [[String]] = []
  /// For each edge, the clusters it enters from above (a subcomponent's, or a root component's from a missing type
  /// on top), each with the number of its waypoints before the entry.
  private(set) var entries: [[(cluster: String, after: Int)]] = []
  /// The clusters some edge enters from above: their header has room below the title for the edges to turn in.
  private(set) var entered: Set<String> = []
  private var rowsByCluster: [String?: [[String]]] = [:]
  private var childrenByCluster: [String?: [String]] = [:]
  private var sizes: [String?: Size] = [:]

  static let waypointWidth = 4.0

  init(_ graph: ExportGraph) {
    for node in graph.nodes { itemSizes[node.id] = GraphLayout.nodeSize(node.labelLines) }
    var parentOf: [String: String?] = [:]
    for component in graph.components { parentOf[component.name] = .some(component.parent) }
    let clusters: [String?] = [nil] + graph.components.map(\.name)
    for cluster in clusters { childrenByCluster[cluster] = graph.components(under: cluster).map(\.name) }

    // Rows of nodes: one below the lowest dependency in the same cluster.
    var dependencies: [String: [String]] = [:]
    for edge in graph.edges { dependencies[edge.to, default: []].append(edge.from) }
    var clusterOf: [String: String?] = [:]
    var rowOf: [String: Int] = [:]
    var rows: [String?: [[String]]] = [:]
    for cluster in clusters {
      let ids = graph.nodes(in: cluster).map(\.id)
      let depths = Self.depths(ids, dependencies: dependencies)
      var clusterRows = [[String]](repeating: [], count: (depths.values.max() ?? -1) + 1)
      for id in ids {
        clusterRows[depths[id]!].append(id)
        clusterOf[id] = .some(cluster)
        rowOf[id] = depths[id]!
      }
      rows[cluster] = clusterRows
    }

    // Waypoints in every row an edge passes on its way down.
    var predecessors: [String: [String]] = [:]
    var hints: [String: Double] = [:]
    for (index, edge) in graph.edges.enumerated() {
      var path: [String] = []
      var entering: [(cluster: String, after: Int)] = []
      if let source = clusterOf[edge.from], let target = clusterOf[edge.to], let sourceRow = rowOf[edge.from],
        let targetRow = rowOf[edge.to],
        let chain = Self.chain(from: source, to: target, parentOf: parentOf)
      {
        for (step, cluster) in chain.enumerated() {
          if step > 0, let cluster {
            entering.append((cluster, path.count))
            entered.insert(cluster)
          }
          let first = step == 0 ? sourceRow + 1 : 0
          let last = step == chain.count - 1 ? targetRow : rows[cluster]?.count ?? 0
          guard first < last else { continue }
          // Heading for a subcluster: keep to its side of the row.
          var hint = 0.5
          if step + 1 < chain.count, let next = chain[step + 1], let siblings = childrenByCluster[cluster],
            let position = siblings.firstIndex(of: next)
          {
            hint = (Double(position) + 0.5) / Double(siblings.count)
          }
          for row in first..<last {
            let id = Self.waypointID(edge: index, cluster: cluster, row: row)
            hints[id] = hint
            itemSizes[id] = (Self.waypointWidth, 0)
            rows[cluster]?[row].append(id)
            path.append(id)
          }
        }
      }
      waypoints.append(path)
      entries.append(entering)
      var previous = edge.from
      for id in path + [edge.to] {
        predecessors[id, default: []].append(previous)
        previous = id
      }
    }
    for cluster in clusters {
      rowsByCluster[cluster] = Self.ordered(rows[cluster] ?? [], predecessors: predecessors, hints: hints)
    }
    let titles = Dictionary(uniqueKeysWithValues: graph.components.map { ($0.name, $0) })
    measure(nil, titles: titles)
  }

  /// The rows of `cluster`'s own items, top to bottom.
  func rows(of cluster: String?) -> [[String]] { rowsByCluster[cluster] ?? [] }

  /// The subclusters of `cluster`, left to right.
  func children(of cluster: String?) -> [String] { childrenByCluster[cluster] ?? [] }

  /// The size of `cluster` with everything in it (nil: the top level, without a frame).
  func size(of cluster: String?) -> Size { sizes[cluster] ?? (0, 0) }

  /// The height above `cluster`'s first row: its title and caption, and for a cluster that edges enter from above,
  /// a band below them where those edges turn towards their targets, clear of the title.
  func header(of cluster: String) -> Double {
    GraphLayout.header + (entered.contains(cluster) ? GraphLayout.entryBand : 0)
  }

  /// The id of the waypoint of edge `edge` in row `row` of `cluster`; no node id starts with U+0001.
  static func waypointID(edge: Int, cluster: String?, row: Int) -> String {
    "\u{1}\(edge)/\(cluster ?? "")/\(row)"
  }

  private mutating func measure(_ cluster: String?, titles: [String: ExportComponent]) {
    let children = self.children(of: cluster)
    for child in children { measure(child, titles: titles) }
    var width = 0.0
    var height = 0.0
    for row in rows(of: cluster) {
      let sizes = row.map { itemSizes[$0]! }
      width = max(width, sizes.reduce(0) { $0 + $1.width } + Double(row.count - 1) * GraphLayout.nodeGap)
      height += (sizes.map(\.height).max() ?? 0) + GraphLayout.rowGap
    }
    if !children.isEmpty {
      let sizes = children.map { self.size(of: $0) }
      width = max(width, sizes.reduce(0) { $0 + $1.width } + Double(children.count - 1) * GraphLayout.nodeGap)
      height += sizes.map(\.height).max() ?? 0
    } else if height > 0 {
      height -= GraphLayout.rowGap
    }
    if let cluster, let component = titles[cluster] {
      let title = max(Double(cluster.count) * 8.6, Double(component.caption.count) * GraphLayout.characterWidth)
      // Room right of the title for the edges that come in over it.
      let lanes = entered.contains(cluster) ? GraphLayout.entryLanes : 0
      width = max(width, title + lanes) + 2 * GraphLayout.padding
      height += header(of: cluster) + GraphLayout.padding
    }
    sizes[cluster] = (width, height)
  }

  /// Each node's row: one below the lowest of its dependencies among `ids` (a dependency cycle is cut where it is
  /// first met, in id order).
  static func depths(_ ids: [String], dependencies: [String: [String]]) -> [String: Int] {
    let members = Set(ids)
    var depth: [String: Int] = [:]
    var visiting: Set<String> = []
    func depthOf(_ id: String) -> Int {
      if let known = depth[id] { return known }
      visiting.insert(id)
      var result = 0
      for dependency in dependencies[id] ?? [] where members.contains(dependency) && !visiting.contains(dependency) {
        result = max(result, depthOf(dependency) + 1)
      }
      visiting.remove(id)
      depth[id] = result
      return result
    }
    for id in ids.sorted() { _ = depthOf(id) }
    return depth
  }

  /// The clusters an edge passes from `source` down to `target`, both included, when `source` contains `target`
  /// (or is it); `nil` otherwise.
  static func chain(from source: String?, to target: String?, parentOf: [String: String?]) -> [String?]? {
    var chain: [String?] = [target]
    var current = target
    while current != source {
      guard let name = current, let parent = parentOf[name], chain.count <= parentOf.count else { return nil }
      chain.append(parent)
      current = parent
    }
    return chain.reversed()
  }

  /// Orders each row by where its items' predecessors sit in the rows above, then by `hints` (where a waypoint is
  /// heading, 0 left to 1 right; 0.5 when absent), then by id, which keeps crossing edges few; items whose
  /// predecessors are all elsewhere count as centred.
  static func ordered(_ rows: [[String]], predecessors: [String: [String]], hints: [String: Double]) -> [[String]] {
    var result: [[String]] = []
    var position: [String: Double] = [:]
    for row in rows {
      let centre = { (id: String) -> Double in
        let placed = (predecessors[id] ?? []).compactMap { position[$0] }
        return placed.isEmpty ? 0.5 : placed.reduce(0, +) / Double(placed.count)
      }
      let sorted = row.sorted { (centre($0), hints[$0] ?? 0.5, $0) < (centre($1), hints[$1] ?? 0.5, $1) }
      for (offset, id) in sorted.enumerated() { position[id] = (Double(offset) + 0.5) / Double(sorted.count) }
      result.append(sorted)
    }
    return result
  }
}
