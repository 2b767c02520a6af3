/// Where each edge's label is drawn: beside its curve, as close to the node that receives it as possible, without
/// overlapping another label, a node, or a cluster's title and caption. A label that finds no free place along its
/// whole curve is not drawn (the edge's tooltip and the details panel still name the parameter), so labels never
/// overlap.
///
/// Label widths are estimates for the page's 10 px monospace font (DejaVu Sans Mono and its kin advance 0.6 em), so
/// an estimate is never short of what the browser draws.
struct GraphLabelPlacer {
  static let characterWidth = 6.1
  static let height = 12.0
  /// Fractions of a stretch tried in turn, middle first.
  static let fractions = [0.5, 0.3, 0.7, 0.15, 0.85]

  /// A grid of the boxes placed so far, so that a candidate is compared with its neighbours only.
  private var cells: [Cell: [GraphLayout.Box]] = [:]
  private static let cellSize = 64.0

  private struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  /// `obstacles` are the boxes no label may cover (nodes, cluster titles).
  init(obstacles: [GraphLayout.Box]) {
    for box in obstacles { insert(box) }
  }

  /// The box of a label of `text` along `route` (points as ``GraphLayout`` routes them), or `nil` when every place
  /// along it is taken. The box is taken from then on.
  mutating func place(_ text: String, along route: [GraphLayout.Point]) -> GraphLayout.Box? {
    guard route.count >= 2, !text.isEmpty else { return nil }
    let width = Double(text.count) * Self.characterWidth + 4
    // The last stretch first: a label near the node that receives the value reads best.
    for index in stride(from: route.count - 2, through: 0, by: -1) {
      for fraction in Self.fractions {
        let point = GraphLayout.point(from: route[index], to: route[index + 1], at: fraction)
        for x in [point.x + 3, point.x - width - 3] {
          let box = GraphLayout.Box(x: x, y: point.y - Self.height / 2, width: width, height: Self.height)
          if isFree(box) {
            insert(box)
            return box
          }
        }
      }
    }
    return nil
  }

  private func isFree(_ box: GraphLayout.Box) -> Bool {
    for cell in Self.cells(of: box) {
      for other in cells[cell] ?? [] where Self.overlap(box, other) { return false }
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
