/// Lexical path arithmetic for `/`-separated paths, the one place Sword joins and compares paths: nothing here
/// touches the file system or resolves a symbolic link, so paths stay spelled the way `.sword.yml` spells them.
/// (``FileSystemProbe`` is the one that looks at the disk.)
///
/// ```swift
/// Paths.join("/repo/Core", "Sources/Net")  // "/repo/Core/Sources/Net"
/// Paths.standardized("/repo/Packages/../App/")  // "/repo/App"
/// Paths.isInside("/repo/App", folder: "/repo")  // true
/// ```
enum Paths {
  /// `path` without `.` and `..` components, repeated or trailing slashes. A `..` at the top of an absolute path
  /// stays at `/`; at the start of a relative path it is kept.
  ///
  /// ```swift
  /// Paths.standardized("/repo/./Core/../App/")  // "/repo/App"
  /// ```
  static func standardized(_ path: String) -> String {
    if isStandardized(path) { return path }
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !isAbsolute {
          components.append(component)
        }
      default: components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// Whether `path` has no empty, `.` or `..` component (every source path is checked on every run, and most need
  /// no work). `false` only means that ``standardized(_:)`` must look closer.
  private static func isStandardized(_ path: String) -> Bool {
    var length = 0
    var dots = 0
    var first = true
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if !(first && length == 0), length == 0 || dots == length { return false }
        first = false
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: "."), dots == length - 1, length <= 2 { dots += 1 }
      }
    }
    return length > 0 && dots != length
  }

  /// `relative` resolved against the folder `base`; an absolute `relative` is only standardized.
  ///
  /// ```swift
  /// Paths.join("/repo/Core", "Sources/Net")  // "/repo/Core/Sources/Net"
  /// ```
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return standardized(relative) }
    return standardized(base + "/" + relative)
  }

  /// ``join(_:_:)`` for many paths in one folder: the folder is looked at once, each path alone (a package's
  /// thousands of source files, on every run).
  static func join(_ base: String, each relatives: [String]) -> [String] {
    let folder = standardized(base)
    // A standardized folder other than `/` joined to a standardized relative path is standardized already (a
    // folder written otherwise, `""` included, takes the general way).
    guard folder == base, folder != "/", folder != "." else { return relatives.map { join(base, $0) } }
    return relatives.map { relative in
      relative.hasPrefix("/") || !isStandardized(relative) ? join(base, relative) : folder + "/" + relative
    }
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

  /// `path` as a cache names it: relative to the workspace `root` (`.` for the root itself, `./Packages/Core` below
  /// it), so that a clone at another path finds the same name; absolute when outside the workspace.
  static func withinWorkspace(_ path: String, root: String) -> String {
    if path == root { return "." }
    return isInside(path, folder: root) ? "./" + relative(path, to: root) : path
  }

  /// Whether `path` is `folder` or lies under it; both standardized and absolute.
  /// The last component of `path`: `"c.swift"` for `"Sources/A/c.swift"`, the path itself when it has no `/`.
  static func lastComponent(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  static func isInside(_ path: String, folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }
}
