/// Where each node, cluster and edge of an ``ExportGraph`` is drawn in the HTML page, computed here so the page
/// needs no layout code and the same graph always gives the same picture.
///
/// Each component is a box: its own bindings in rows (a binding sits below every binding of the same component
/// it depends on), then its subcomponents side by side below them. Types bound nowhere sit in a row on top.
/// Injections therefore run downwards, from a dependency to what receives it, through gaps left in the rows they
/// cross; the edges leaving or entering one node are spread along its border. An edge that enters a cluster from
/// above comes in right of its title, down a lane of the cluster's header, and turns towards its target below the
/// title, so no edge crosses a cluster's title and caption.
struct GraphLayout {
  /// A rectangle in page coordinates (the top-left corner and the size).
  struct Box: Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var centreX: Double { x + width / 2 }
  }

  /// A point in page coordinates.
  struct Point: Hashable {
    var x: Double
    var y: Double
  }

  /// Each node's box, by node id.
  private(set) var nodes: [String: Box] = [:]
  /// Each component's box, by name.
  private(set) var clusters: [String: Box] = [:]
  /// Each edge's points, in the order of the graph's edges: from the source's bottom, down through the rows it
  /// crosses, to the target's top.
  private(set) var routes: [[Point]] = []
  /// Each edge's label box, in the order of the graph's edges; `nil` when the label found no free place (see
  /// ``GraphLabelPlacer``).
  private(set) var labels: [Box?] = []
  /// The size of the whole drawing.
  private(set) var width: Double = 0
  private(set) var height: Double = 0
  private var waypoints: [String: Box] = [:]

  static let characterWidth = 7.3
  static let lineHeight = 15.0
  static let nodeGap = 20.0
  static let rowGap = 44.0
  static let padding = 16.0
  static let header = 42.0
  /// The band under a cluster's title where edges that enter the cluster turn towards their targets.
  static let entryBand = 24.0
  /// The width kept right of a cluster's title for the lanes of entering edges, and their spacing.
  static let entryLanes = 24.0
  static let laneSpacing = 4.0

  /// Lays out `graph`.
  init(_ graph: ExportGraph) {
    let plan = GraphLayoutPlan(graph)
    let top = plan.size(of: nil)
    place(nil, plan: plan, x: Self.padding, y: Self.padding)
    width = top.width + 2 * Self.padding
    height = top.height + 2 * Self.padding
    route(graph, plan: plan)
    placeLabels(graph)
  }

  /// The box of a cluster's title and caption, which no label may cover.
  static func titleBox(of component: ExportComponent, in box: Box) -> Box {
    let width = max(Double(component.name.count) * 8.6, Double(component.caption.count) * characterWidth)
    return Box(x: box.x, y: box.y, width: width + 2 * padding + 4, height: header)
  }

  /// The control points of the curve drawn from `from` to `to`: it leaves and arrives vertically; a stretch that
  /// goes up (a cycle) loops out below and comes in from above. `nil` for a straight vertical stretch downwards.
  static func controlPoints(from: Point, to: Point) -> (Point, Point)? {
    if from.x == to.x && to.y > from.y { return nil }
    let bend = to.y > from.y + 20 ? (to.y - from.y) / 2 : 40
    return (Point(x: from.x, y: from.y + bend), Point(x: to.x, y: to.y - bend))
  }

  /// The point at `fraction` (0 to 1) of the stretch drawn from `from` to `to`.
  static func point(from: Point, to: Point, at fraction: Double) -> Point {
    guard let (one, two) = controlPoints(from: from, to: to) else {
      return Point(x: from.x, y: from.y + (to.y - from.y) * fraction)
    }
    let t = fraction
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return Point(x: a * from.x + b * one.x + c * two.x + d * to.x, y: a * from.y + b * one.y + c * two.y + d * to.y)
  }

  private mutating func placeLabels(_ graph: ExportGraph) {
    var obstacles = Array(nodes.values)
    for component in graph.components {
      if let box = clusters[component.name] { obstacles.append(Self.titleBox(of: component, in: box)) }
    }
    var placer = GraphLabelPlacer(obstacles: obstacles, routes: routes)
    labels = zip(graph.edges, routes).enumerated().map { index, drawn in
      placer.place(drawn.0.label, along: drawn.1, edge: index)
    }
  }

  /// The size of a node with these label lines.
  static func nodeSize(_ lines: [String]) -> (width: Double, height: Double) {
    let longest = lines.map(\.count).max() ?? 0
    return (Double(longest) * characterWidth + 20, Double(lines.count) * lineHeight + 12)
  }

  /// Puts `cluster` (nil: the top level) with its top-left corner at (`x`, `y`), then its items and subclusters.
  private mutating func place(_ cluster: String?, plan: GraphLayoutPlan, x: Double, y: Double) {
    let size = plan.size(of: cluster)
    let framed = cluster != nil
    if let cluster { clusters[cluster] = Box(x: x, y: y, width: size.width, height: size.height) }
    let inset = framed ? Self.padding : 0
    let contentWidth = size.width - 2 * inset
    var cursor = y + (cluster.map(plan.header(of:)) ?? 0)
    for row in plan.rows(of: cluster) {
      let rowWidth = row.reduce(0) { $0 + plan.itemSizes[$1]!.width } + Double(max(0, row.count - 1)) * Self.nodeGap
      let rowHeight = row.map { plan.itemSizes[$0]!.height }.max() ?? 0
      var left = x + inset + (contentWidth - rowWidth) / 2
      for id in row {
        let item = plan.itemSizes[id]!
        if id.hasPrefix("\u{1}") {
          waypoints[id] = Box(x: left, y: cursor, width: item.width, height: rowHeight)
        } else {
          nodes[id] = Box(x: left, y: cursor + (rowHeight - item.height) / 2, width: item.width, height: item.height)
        }
        left += item.width + Self.nodeGap
      }
      cursor += rowHeight + Self.rowGap
    }
    let children = plan.children(of: cluster)
    guard !children.isEmpty else { return }
    let sizes = children.map { plan.size(of: $0) }
    let childrenWidth = sizes.reduce(0) { $0 + $1.width } + Double(children.count - 1) * Self.nodeGap
    var left = x + inset + (contentWidth - childrenWidth) / 2
    for (child, childSize) in zip(children, sizes) {
      place(child, plan: plan, x: left, y: cursor)
      left += childSize.width + Self.nodeGap
    }
  }

  /// Routes every edge through its waypoints, spreading the ends that share a node along its border.
  private mutating func route(_ graph: ExportGraph, plan: GraphLayoutPlan) {
    let passes = plan.waypoints.map { $0.compactMap { waypoints[$0] } }
    // Where each edge heads after leaving its source, and where it comes from before reaching its target.
    var outgoing: [String: [(edge: Int, towards: Double)]] = [:]
    var incoming: [String: [(edge: Int, from: Double)]] = [:]
    for (index, edge) in graph.edges.enumerated() {
      guard let source = nodes[edge.from], let target = nodes[edge.to] else { continue }
      outgoing[edge.from, default: []].append((index, passes[index].first?.centreX ?? target.centreX))
      incoming[edge.to, default: []].append((index, passes[index].last?.centreX ?? source.centreX))
    }
    var starts: [Int: Point] = [:]
    var ends: [Int: Point] = [:]
    for (id, edges) in outgoing {
      let box = nodes[id]!
      for (slot, entry) in edges.sorted(by: { ($0.towards, $0.edge) < ($1.towards, $1.edge) }).enumerated() {
        starts[entry.edge] = Point(
          x: box.x + box.width * Double(slot + 1) / Double(edges.count + 1), y: box.y + box.height)
      }
    }
    for (id, edges) in incoming {
      let box = nodes[id]!
      for (slot, entry) in edges.sorted(by: { ($0.from, $0.edge) < ($1.from, $1.edge) }).enumerated() {
        ends[entry.edge] = Point(x: box.x + box.width * Double(slot + 1) / Double(edges.count + 1), y: box.y)
      }
    }
    let titles = Dictionary(
      uniqueKeysWithValues: graph.components.compactMap { component in
        clusters[component.name].map { (component.name, Self.titleBox(of: component, in: $0)) }
      })
    var lanesTaken: [String: Int] = [:]
    routes = graph.edges.indices.map { index in
      guard let start = starts[index], let end = ends[index] else { return [] }
      var points = [start]
      let entries = plan.entries[index]
      for (position, pass) in passes[index].enumerated() {
        for entry in entries where entry.after == position {
          points += lane(into: entry.cluster, towards: pass.centreX, titles: titles, taken: &lanesTaken)
        }
        points.append(Point(x: pass.centreX, y: pass.y))
        points.append(Point(x: pass.centreX, y: pass.y + pass.height))
      }
      for entry in entries where entry.after == passes[index].count {
        points += lane(into: entry.cluster, towards: end.x, titles: titles, taken: &lanesTaken)
      }
      points.append(end)
      return points
    }
  }

  /// Where an edge heading for `x` comes into `cluster`: straight down through its header at `x`, or, when the
  /// title is above `x`, down a lane right of the title; then it turns towards `x` in the band below the title.
  private func lane(
    into cluster: String, towards x: Double, titles: [String: Box], taken: inout [String: Int]
  ) -> [Point] {
    guard let box = clusters[cluster], let title = titles[cluster] else { return [] }
    var laneX = x
    if laneX < title.x + title.width + Self.laneSpacing {
      let slot = taken[cluster, default: 0]
      taken[cluster] = slot + 1
      laneX = title.x + title.width + Self.laneSpacing * Double(slot + 1)
    }
    laneX = min(laneX, box.x + box.width - Self.laneSpacing)
    return [Point(x: laneX, y: box.y), Point(x: laneX, y: box.y + Self.header)]
  }
}
