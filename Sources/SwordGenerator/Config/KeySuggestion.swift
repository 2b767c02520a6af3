/// Finds the known key a misspelt one was probably meant to be.
///
/// ```swift
/// KeySuggestion.nearest(to: "taregts", among: ["path", "targets"])  // "targets"
/// KeySuggestion.nearest(to: "localPackages", among: ["local_packages", "root"])  // "local_packages"
/// ```
enum KeySuggestion {
  /// The largest edit distance still worth a suggestion.
  static let maximumDistance = 2

  /// The key of `known` spelt the same but for case and `_`/`-`, else the closest within ``maximumDistance``
  /// edits (see ``Suggestion/nearest(to:in:maxDistance:)``: ties go to the first name in alphabetical order).
  static func nearest(to key: String, among known: [String]) -> String? {
    if let sameWord = known.first(where: { folded($0) == folded(key) }) { return sameWord }
    return Suggestion.nearest(to: key, in: known, maxDistance: maximumDistance)
  }

  private static func folded(_ key: String) -> String {
    key.lowercased().filter { $0 != "_" && $0 != "-" }
  }
}
