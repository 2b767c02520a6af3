/// Finds the known key a misspelt one was probably meant to be.
///
/// ```swift
/// KeySuggestion.nearest(to: "taregts", among: ["path", "targets"])  // "targets"
/// KeySuggestion.nearest(to: "localPackages", among: ["local_packages", "root"])  // "local_packages"
/// ```
enum KeySuggestion {
  /// The largest edit distance still worth a suggestion.
  static let maximumDistance = 2

  /// The closest of `known` within ``maximumDistance`` edits, or spelt the same but for case and `_`/`-`.
  /// Ties go to the earlier key in `known`.
  static func nearest(to key: String, among known: [String]) -> String? {
    if let sameWord = known.first(where: { folded($0) == folded(key) }) { return sameWord }
    var best: (key: String, distance: Int)?
    for candidate in known {
      let distance = editDistance(Array(key.lowercased()), Array(candidate))
      if distance <= maximumDistance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.key
  }

  private static func folded(_ key: String) -> String {
    key.lowercased().filter { $0 != "_" && $0 != "-" }
  }

  /// Levenshtein distance: insertions, deletions and substitutions each cost one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    Suggestion.editDistance(String(a), String(b))
  }
}
