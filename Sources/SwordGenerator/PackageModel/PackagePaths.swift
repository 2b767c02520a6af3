/// Pure string path arithmetic for the package model: no file system access, no symbolic links resolved, so
/// paths stay spelled the way `.sword.yml` spells them.
enum PackagePaths {
  /// `path` without `.` and `..` components, repeated or trailing slashes.
  ///
  /// ```swift
  /// PackagePaths.standardized("/repo/./Core/../App/")  // "/repo/App"
  /// ```
  static func standardized(_ path: String) -> String {
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
