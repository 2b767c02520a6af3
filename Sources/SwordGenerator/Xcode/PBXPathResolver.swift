/// Where the files and groups of an Xcode project are on disk. A group or file reference's `path` is relative to
/// what its `sourceTree` names: `<group>` its parent group's folder (a group without a `path` adds nothing),
/// `SOURCE_ROOT` the project's folder, `<absolute>` nothing. Build-product, SDK and developer-folder references
/// have no place in the sources and resolve to `nil`.
///
/// ```swift
/// let resolver = PBXPathResolver(file)
/// resolver.path(of: "CA6856CE2C1BB47E00534B27")  // "/repo/VoiceMemo/VoiceMemoViewModel.swift"
/// ```
struct PBXPathResolver {
  private let file: PBXProjectFile
  /// Each group's or file's parent group, found by walking the tree from the main group.
  private var parents: [String: String] = [:]

  init(_ file: PBXProjectFile) {
    self.file = file
    guard let main = file.project.string("mainGroup") else { return }
    var pending = [main]
    var seen: Set<String> = [main]
    while let id = pending.popLast() {
      for child in file.object(id)?.strings("children") ?? [] where seen.insert(child).inserted {
        parents[child] = id
        pending.append(child)
      }
    }
  }

  /// The absolute, standardized path of a file reference or group, or `nil` when it lies in no folder of the
  /// project's (a product, an SDK framework) or its chain of groups is broken.
  func path(of id: String) -> String? {
    var visited: Set<String> = []
    return path(of: id, visited: &visited)
  }

  private func path(of id: String, visited: inout Set<String>) -> String? {
    guard visited.insert(id).inserted, let object = file.object(id) else { return nil }
    let own = object.string("path") ?? ""
    switch object.string("sourceTree") ?? "<group>" {
    case "<absolute>":
      return Paths.standardized(own)
    case "SOURCE_ROOT":
      return Paths.join(file.sourceRoot, own)
    case "<group>":
      // The main group (and any group outside the tree) sits at the project's folder.
      let base: String
      if let parent = parents[id] {
        guard let parentPath = path(of: parent, visited: &visited) else { return nil }
        base = parentPath
      } else {
        base = file.sourceRoot
      }
      return own.isEmpty ? base : Paths.join(base, own)
    default:
      return nil
    }
  }
}
