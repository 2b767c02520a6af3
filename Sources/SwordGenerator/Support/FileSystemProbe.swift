import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system questions the configuration and init stages ask.
enum FileSystemProbe {
  /// What is at a path, following symbolic links.
  enum Entry {
    case missing
    case file
    case directory
  }

  static func entry(at path: String) -> Entry {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
    return isDirectory.boolValue ? .directory : .file
  }

  /// Whether a regular file (or a link to one) is at `path`.
  static func isFile(_ path: String) -> Bool {
    if case .file = entry(at: path) { return true }
    return false
  }

  /// `path` with every symbolic link resolved, or `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The nearest folder at or above `folder` holding `.git` (a repository, or a worktree's `.git` file).
  static func repositoryRoot(holding folder: String) -> String? {
    var current = Paths.standardized(folder)
    while true {
      if entry(at: Paths.join(current, ".git")) != .missing { return current }
      let parent = Paths.parent(of: current)
      if parent == current { return nil }
      current = parent
    }
  }

  /// Why `path` lands outside `boundary` once symbolic links are resolved, or `nil`. The deepest folder of `path`
  /// that exists is resolved; the rest cannot hold links yet.
  static func outsideProblem(_ path: String, boundary: String) -> String? {
    let realBoundary = FileSystemProbe.realPath(boundary) ?? boundary
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var rest: [String] = [URL(fileURLWithPath: path).lastPathComponent]
    while FileSystemProbe.realPath(folder) == nil, folder != "/", !folder.isEmpty {
      rest.insert(URL(fileURLWithPath: folder).lastPathComponent, at: 0)
      folder = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    }
    let base = FileSystemProbe.realPath(folder) ?? folder
    let real = (base.hasSuffix("/") ? base : base + "/") + rest.joined(separator: "/")
    if Paths.isInside(real, folder: realBoundary) { return nil }
    return "cannot write '\(path)': it resolves to '\(real)', outside the workspace folder '\(boundary)' "
      + "(through a symbolic link); point 'output' inside it, or set 'allow_outside_workspace: true' in .sword.yml"
  }
}
