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
      report(.configMissingPath, "\(role) '\(text)' does not exist (looked for '\(path)')", at: written.location)
    case .file:
      report(.configMissingPath, "\(role) '\(text)' is a file, not a folder ('\(path)')", at: written.location)
    }
    return nil
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
