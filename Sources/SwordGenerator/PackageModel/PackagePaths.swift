/// Pure string path arithmetic for the package model: no file system access, no symbolic links resolved, so
/// paths stay spelled the way `.sword.yml` spells them.
enum PackagePaths {
  /// `path` without `.` and `..` components, repeated or trailing slashes.
  ///
  /// ```swift
  /// PackagePaths.standardized("/repo/./Core/../App/")  // "/repo/App"
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
  /// PackagePaths.join("/repo/Core", "Sources/Net")  // "/repo/Core/Sources/Net"
  /// ```
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return standardized(relative) }
    return standardized(base + "/" + relative)
  }
}
