/// The shortest edit script between two lists of lines (Myers' O(ND) algorithm, on lines numbered by their text),
/// and its hunks. Past `limit` differences the middle of the texts counts as replaced, so the cost stays bounded.
struct EditScript {
  enum Edit {
    case same(old: Int, new: Int)
    case removed(old: Int)
    case added(new: Int)

    var isChange: Bool {
      if case .same = self { return false }
      return true
    }

    func line(_ a: [String], _ b: [String]) -> String {
      switch self {
      case .same(let old, _): " " + a[old]
      case .removed(let old): "-" + a[old]
      case .added(let new): "+" + b[new]
      }
    }
  }

  /// Consecutive edits with their context, and where they are in each text.
  struct Hunk {
    var edits: ArraySlice<Edit>
    /// Lines of the old text before the hunk, and the hunk's lines of it; the same for the new text.
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int

    /// `@@ -12,7 +12,8 @@`: an empty range is written with the line before it, as `diff -u` does.
    var header: String {
      func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
      }
      return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }
  }

  private(set) var edits: [Edit] = []

  init(_ a: [String], _ b: [String], limit: Int = 2_000) {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    edits = (0..<prefix).map { .same(old: $0, new: $0) }
    // Lines as numbers, so that the search compares integers.
    var numbers: [String: Int] = [:]
    func numbered(_ lines: ArraySlice<String>) -> [Int] {
      lines.map { line in
        if let known = numbers[line] { return known }
        numbers[line] = numbers.count
        return numbers.count - 1
      }
    }
    let x = numbered(a[prefix..<(a.count - suffix)])
    let y = numbered(b[prefix..<(b.count - suffix)])
    if let middle = Self.shortest(x, y, limit: limit) {
      edits += middle.map { edit in
        switch edit {
        case .same(let old, let new): .same(old: old + prefix, new: new + prefix)
        case .removed(let old): .removed(old: old + prefix)
        case .added(let new): .added(new: new + prefix)
        }
      }
    } else {
      edits += x.indices.map { .removed(old: $0 + prefix) } + y.indices.map { .added(new: $0 + prefix) }
    }
    edits += (0..<suffix).map { .same(old: a.count - suffix + $0, new: b.count - suffix + $0) }
  }

  var hasChanges: Bool { edits.contains(where: \.isChange) }

  /// The changes with `context` unchanged lines on each side; changes fewer than `2 * context + 1` lines apart
  /// share a hunk.
  func hunks(context: Int) -> [Hunk] {
    let changes = edits.indices.filter { edits[$0].isChange }
    var ranges: [Range<Int>] = []
    for index in changes {
      let start = max(0, index - context)
      let end = min(edits.count, index + context + 1)
      if let last = ranges.last, start <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        ranges.append(start..<end)
      }
    }
    var oldBefore = 0
    var newBefore = 0
    var position = 0
    var hunks: [Hunk] = []
    for range in ranges {
      for edit in edits[position..<range.lowerBound] { count(edit, &oldBefore, &newBefore) }
      var oldCount = 0
      var newCount = 0
      for edit in edits[range] { count(edit, &oldCount, &newCount) }
      hunks.append(
        Hunk(edits: edits[range], oldStart: oldBefore, oldCount: oldCount, newStart: newBefore, newCount: newCount))
      oldBefore += oldCount
      newBefore += newCount
      position = range.upperBound
    }
    return hunks
  }

  private func count(_ edit: Edit, _ old: inout Int, _ new: inout Int) {
    switch edit {
    case .same:
      old += 1
      new += 1
    case .removed: old += 1
    case .added: new += 1
    }
  }

  /// Myers' greedy search for the fewest removals and additions that turn `a` into `b`, or `nil` past `limit` of
  /// them. Each round's furthest reaches are kept (O(D²) memory) to walk the path back.
  private static func shortest(_ a: [Int], _ b: [Int], limit: Int) -> [Edit]? {
    let n = a.count
    let m = b.count
    let offset = n + m + 1
    var reach = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    for d in 0...min(n + m, limit) {
      trace.append(Array(reach[(offset - d)...(offset + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
          ? reach[offset + k + 1] : reach[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        reach[offset + k] = x
        if x >= n, y >= m { return path(trace, n: n, m: m) }
      }
    }
    return nil
  }

  /// The edits along the search's path, from the end back to the start.
  private static func path(_ trace: [[Int]], n: Int, m: Int) -> [Edit] {
    var x = n
    var y = m
    var edits: [Edit] = []
    for d in stride(from: trace.count - 1, through: 1, by: -1) {
      let reach = trace[d]
      let k = x - y
      let down = k == -d || (k != d && reach[k - 1 + d] < reach[k + 1 + d])
      let previousK = down ? k + 1 : k - 1
      let previousX = reach[previousK + d]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        edits.append(.same(old: x - 1, new: y - 1))
        x -= 1
        y -= 1
      }
      edits.append(down ? .added(new: y - 1) : .removed(old: x - 1))
      x = previousX
      y = previousY
    }
    while x > 0, y > 0 {
      edits.append(.same(old: x - 1, new: y - 1))
      x -= 1
      y -= 1
    }
    return edits.reversed()
  }
}
