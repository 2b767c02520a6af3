import Foundation

/// Resolving folder paths written in `.sword.yml` and checking they exist and stay in the workspace.
extension ConfigDecoder {
  /// `written` (relative to the workspace folder, or absolute) made absolute and standardized, or `nil` when it
  /// is not a usable folder. `role` names the path in messages ("local package path").
  mutating func folder(_ written: Located<String>, role: String) -> String? {
    let text = written.value
    guard !text.isEmpty else {
      report(.configInvalidValue, "\(role) is empty; write '.' for the folder of .sword.yml", at: written.location)
      return nil
    }
    let path = Paths.join(workspaceRoot, text)
    let outsideProblem = outsideWorkspaceProblem(path, written: text, role: role)
    if let outsideProblem, !allowOutsideWorkspace {
      report(.configPathOutsideWorkspace, outsideProblem, at: written.location)
    }
    switch FileSystemProbe.entry(at: path) {
    case .directory:
      return outsideProblem == nil || allowOutsideWorkspace ? path : nil
    case .missing:
      var message = "\(role) '\(text)' does not exist (looked for '\(path)')"
      if let near = nearbyFolder(text) { message += "; did you mean '\(near)'?" }
      report(.configMissingPath, message, at: written.location)
    case .file:
      report(.configMissingPath, "\(role) '\(text)' is a file, not a folder ('\(path)')", at: written.location)
    }
    return nil
  }

  /// The folder a mistyped path probably names (`Packages/Featurs` for `Packages/Features`): each component that
  /// does not exist replaced by the folder beside it whose name is one or two edits away; `nil` when one has none.
  private func nearbyFolder(_ written: String) -> String? {
    var base = written.hasPrefix("/") ? "/" : workspaceRoot
    var corrected: [String] = []
    for component in written.split(separator: "/").map(String.init) {
      var name = component
      if component != ".", component != "..", FileSystemProbe.entry(at: Paths.join(base, component)) != .directory {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).filter {
          !$0.hasPrefix(".") && FileSystemProbe.entry(at: Paths.join(base, $0)) == .directory
        }
        guard let near = Suggestion.nearest(to: component, in: folders) else { return nil }
        name = near
      }
      corrected.append(name)
      base = Paths.join(base, name)
    }
    return (written.hasPrefix("/") ? "/" : "") + corrected.joined(separator: "/")
  }

  /// Why `path` is outside the workspace folder, or `nil` when it is inside. A path that exists is judged by where
  /// it really is, symbolic links resolved; one that does not, by its text.
  private func outsideWorkspaceProblem(_ path: String, written: String, role: String) -> String? {
    let fix = "move it inside, or set 'allow_outside_workspace: true' in .sword.yml"
    let workspace = "the workspace folder '\(workspaceRoot)'"
    guard let real = FileSystemProbe.realPath(path) else {
      if Paths.isInside(path, folder: workspaceRoot) { return nil }
      return "\(role) '\(written)' is outside \(workspace) (it is '\(path)'); \(fix)"
    }
    let realRoot = FileSystemProbe.realPath(workspaceRoot) ?? workspaceRoot
    if Paths.isInside(real, folder: realRoot) { return nil }
    if Paths.isInside(path, folder: workspaceRoot) {
      return "\(role) '\(written)' goes through a symbolic link to '\(real)', outside \(workspace); \(fix)"
    }
    return "\(role) '\(written)' is outside \(workspace) (it is '\(path)'); \(fix)"
  }
}
