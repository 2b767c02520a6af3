/// Finds the known name closest to a misspelt one, for "did you mean …?" hints.
package enum Suggestion {
  /// The candidate within `maxDistance` edits of `name` (case-insensitive), the closest first, ties by name.
  package static func nearest(to name: String, in candidates: some Sequence<String>, maxDistance: Int = 2) -> String? {
    var best: (distance: Int, name: String)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      guard distance <= maxDistance else { continue }
      if best == nil || (distance, candidate) < (best!.distance, best!.name) { best = (distance, candidate) }
    }
    return best?.name
  }

  /// Levenshtein distance over characters, in O(n·m) time and O(m) memory.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
