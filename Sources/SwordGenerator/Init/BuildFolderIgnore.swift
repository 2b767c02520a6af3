import Foundation

/// Whether a repository ignores `.build/`, where SwiftPM builds and Sword keeps its cache and diff trees: `sword init`
/// says so when it does not, since a first `git add .` would otherwise commit thousands of cache files. Reads the
/// `.gitignore` of the repository's root (the nearest folder at or above the package holding `.git`) and of the
/// package's folder, as git applies them; a negated pattern (`!.build`) later in a file un-ignores it.
///
/// ```swift
/// BuildFolderIgnore.problem(packageAt: "/repo/App")  // nil when ignored, or outside a git repository
/// ```
package enum BuildFolderIgnore {
  /// What `sword init` prints, or `nil` when `.build/` is ignored or the package is in no git repository.
  package static func problem(packageAt folder: String) -> String? {
    guard let repository = FileSystemProbe.repositoryRoot(holding: folder) else { return nil }
    let files = Set([Paths.join(repository, ".gitignore"), Paths.join(Paths.standardized(folder), ".gitignore")])
    for file in files.sorted() {
      guard let data = FileReader.contents(file), let text = String(data: data, encoding: .utf8) else { continue }
      if ignoresBuildFolder(text) { return nil }
    }
    return "note: .gitignore does not ignore .build/, where SwiftPM builds and Sword keeps its cache; add a line "
      + "'.build/' to it"
  }

  /// Whether the lines of a `.gitignore` ignore a folder `.build` at its level: the last pattern that matches the
  /// name decides (`.build`, `.build/`, `/.build/`, `.build*`, `*`; `!.build` un-ignores).
  package static func ignoresBuildFolder(_ gitignore: String) -> Bool {
    var ignored = false
    for raw in gitignore.split(whereSeparator: \.isNewline) {
      var pattern = raw.trimmingCharacters(in: .whitespaces)
      guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
      let negated = pattern.hasPrefix("!")
      if negated { pattern.removeFirst() }
      if pattern.hasSuffix("/") { pattern.removeLast() }
      if pattern.hasPrefix("/") { pattern.removeFirst() }
      // A pattern with a slash inside names a path below the top (`Sources/.build`), not this folder.
      guard !pattern.contains("/"), fnmatch(pattern, ".build", 0) == 0 else { continue }
      ignored = !negated
    }
    return ignored
  }
}
