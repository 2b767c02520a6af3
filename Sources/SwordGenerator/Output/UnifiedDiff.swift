/// A short unified diff between two texts, for `sword check` to show what `sword generate` would change.
///
/// Lines common to both ends are trimmed first; the middle is compared with a longest-common-subsequence table when
/// it is small, and shown as a whole replacement otherwise, so the cost stays bounded on huge files.
package enum UnifiedDiff {
  package static func diff(old: String, new: String, path: String, context: Int = 3, maxLines: Int = 60) -> String {
    let a = lines(old)
    let b = lines(new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    let oldMiddle = Array(a[prefix..<(a.count - suffix)])
    let newMiddle = Array(b[prefix..<(b.count - suffix)])
    var body: [String] = []
    let start = max(0, prefix - context)
    for line in a[start..<prefix] { body.append(" " + line) }
    body += middle(oldMiddle, newMiddle)
    let end = min(a.count, a.count - suffix + context)
    for line in a[(a.count - suffix)..<end] { body.append(" " + line) }
    let oldCount = (prefix - start) + oldMiddle.count + (end - (a.count - suffix))
    let newCount = (prefix - start) + newMiddle.count + (end - (a.count - suffix))
    var output = ["--- \(path)", "+++ \(path) (generated)", "@@ -\(start + 1),\(oldCount) +\(start + 1),\(newCount) @@"]
    if body.count > maxLines {
      output += body.prefix(maxLines)
      output.append("… \(body.count - maxLines) more lines")
    } else {
      output += body
    }
    return output.joined(separator: "\n")
  }

  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  private static func middle(_ a: [String], _ b: [String]) -> [String] {
    guard a.count * b.count <= 1_000_000 else { return a.map { "-" + $0 } + b.map { "+" + $0 } }
    // lcs[i][j]: length of the longest common subsequence of a[i...] and b[j...].
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(" " + a[i])
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        result.append("-" + a[i])
        i += 1
      } else {
        result.append("+" + b[j])
        j += 1
      }
    }
    return result
  }
}
