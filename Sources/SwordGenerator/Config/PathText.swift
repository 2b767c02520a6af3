/// Lexical path arithmetic for `/`-separated paths: nothing here touches the file system.
///
/// ```swift
/// PathText.standardized("/repo/Packages/../App/")  // "/repo/App"
/// PathText.isInside("/repo/App", folder: "/repo")  // true
/// ```
enum PathText {
  /// `path` made absolute against `base` (itself absolute) and standardized.
  static func absolute(_ path: String, relativeTo base: String) -> String {
    standardized(path.hasPrefix("/") ? path : base + "/" + path)
  }

  /// An absolute path without `.`, `..`, repeated or trailing `/`. `..` at the top stays at `/`.
  static func standardized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The components of a relative path without `.` and empty ones; `nil` when it has a `..`.
  static func relativeComponents(_ path: String) -> [Substring]? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return parts.contains("..") ? nil : parts
  }

  /// The folder holding `path` (standardized, absolute).
  static func parent(of path: String) -> String {
    standardized(path + "/..")
  }

  /// `path` relative to `folder` when it lies below it, else `path` as it is (also for an empty `folder`).
  static func relative(_ path: String, to folder: String) -> String {
    guard !folder.isEmpty else { return path }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// Whether `path` is `folder` or lies under it; both standardized and absolute.
  static func isInside(_ path: String, folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }
}
