/// Where each edge's label is drawn: beside its curve, as close to the node that receives it as possible, without
/// overlapping another label, a node, or a cluster's title and caption, and without an edge's curve running through
/// it. A label that finds no free place along its whole curve is not drawn (the edge's tooltip and the details
/// panel still name the parameter), so labels never overlap and are never crossed.
///
/// Label widths are estimates for the page's 10 px monospace font (DejaVu Sans Mono and its kin advance 0.6 em), so
/// an estimate is never short of what the browser draws.
struct GraphLabelPlacer {
  static let characterWidth = 6.1
  static let height = 12.0
  /// Fractions of a stretch tried in turn, middle first.
  static let fractions = [0.5, 0.3, 0.7, 0.4, 0.6, 0.2, 0.8, 0.1, 0.9]
  /// Points sampled on each stretch of a curve: the curve as short straight segments, for the crossing test.
  static let samples = 24
  static let margin = 1.5

  /// A grid of the boxes placed so far, so that a candidate is compared with its neighbours only.
  private var cells: [Cell: [GraphLayout.Box]] = [:]
  /// The same grid for the segments of every edge's curve.
  private var segments: [Cell: [(edge: Int, from: GraphLayout.Point, to: GraphLayout.Point)]] = [:]
  private static let cellSize = 64.0

  private struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  /// `obstacles` are the boxes no label may cover (nodes, cluster titles); `routes` the edges no label may be
  /// crossed by, as ``GraphLayout`` routes them.
  init(obstacles: [GraphLayout.Box], routes: [[GraphLayout.Point]] = []) {
    for box in obstacles { insert(box) }
    for (edge, route) in routes.enumerated() {
      for (from, to) in zip(route, route.dropFirst()) {
        var previous = from
        for step in 1...Self.samples {
          let next = GraphLayout.point(from: from, to: to, at: Double(step) / Double(Self.samples))
          let bounds = GraphLayout.Box(
            x: min(previous.x, next.x), y: min(previous.y, next.y), width: abs(next.x - previous.x),
            height: abs(next.y - previous.y))
          for cell in Self.cells(of: bounds) { segments[cell, default: []].append((edge, previous, next)) }
          previous = next
        }
      }
    }
  }

  /// The box of a label of `text` along `route` (points as ``GraphLayout`` routes them), or `nil` when every place
  /// along it is taken. The box is taken from then on.
  mutating func place(_ text: String, along route: [GraphLayout.Point], edge: Int? = nil) -> GraphLayout.Box? {
    guard route.count >= 2, !text.isEmpty else { return nil }
    let width = Double(text.count) * Self.characterWidth + 4
    // The last stretch first: a label near the node that receives the value reads best.
    for index in stride(from: route.count - 2, through: 0, by: -1) {
      for fraction in Self.fractions {
        let point = GraphLayout.point(from: route[index], to: route[index + 1], at: fraction)
        // Beside the point, then at its corners: where a sloped curve leaves room.
        let left = point.x - width - 3
        let right = point.x + 3
        let middle = point.y - Self.height / 2
        let above = point.y - Self.height - 2
        let below = point.y + 2
        for (x, y) in [(right, middle), (left, middle), (right, above), (left, below), (left, above), (right, below)] {
          let box = GraphLayout.Box(x: x, y: y, width: width, height: Self.height)
          if isFree(box, edge: edge) {
            insert(box)
            return box
          }
        }
      }
    }
    return nil
  }

  private func isFree(_ box: GraphLayout.Box, edge: Int?) -> Bool {
    // A margin for the curves: they are drawn smooth, and tested here as segments.
    let clear = GraphLayout.Box(
      x: box.x - Self.margin, y: box.y - Self.margin, width: box.width + 2 * Self.margin,
      height: box.height + 2 * Self.margin)
    for cell in Self.cells(of: clear) {
      for other in cells[cell] ?? [] where Self.overlap(box, other) { return false }
      // Its own curve runs beside it, and may touch it.
      for segment in segments[cell] ?? []
      where Self.crosses(segment.from, segment.to, segment.edge == edge ? box : clear) {
        return false
      }
    }
    return true
  }

  /// Whether the segment from `from` to `to` runs through `box` (clipped to it, Liang–Barsky).
  static func crosses(_ from: GraphLayout.Point, _ to: GraphLayout.Point, _ box: GraphLayout.Box) -> Bool {
    let dx = to.x - from.x
    let dy = to.y - from.y
    var low = 0.0
    var high = 1.0
    for (p, q) in [
      (-dx, from.x - box.x), (dx, box.x + box.width - from.x), (-dy, from.y - box.y),
      (dy, box.y + box.height - from.y),
    ] {
      if p == 0 {
        if q <= 0 { return false }
        continue
      }
      let t = q / p
      if p < 0 { low = max(low, t) } else { high = min(high, t) }
      if low >= high { return false }
    }
    return true
  }

  private mutating func insert(_ box: GraphLayout.Box) {
    for cell in Self.cells(of: box) { cells[cell, default: []].append(box) }
  }

  private static func cells(of box: GraphLayout.Box) -> [Cell] {
    let columns = Int((box.x / cellSize).rounded(.down))...Int(((box.x + box.width) / cellSize).rounded(.down))
    let rows = Int((box.y / cellSize).rounded(.down))...Int(((box.y + box.height) / cellSize).rounded(.down))
    return columns.flatMap { column in rows.map { Cell(column: column, row: $0) } }
  }

  /// Whether two boxes share more than a touching edge.
  static func overlap(_ one: GraphLayout.Box, _ other: GraphLayout.Box) -> Bool {
    one.x < other.x + other.width && other.x < one.x + one.width
      && one.y < other.y + other.height && other.y < one.y + one.height
  }
}
