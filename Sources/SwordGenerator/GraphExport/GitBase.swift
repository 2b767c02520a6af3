import Foundation

/// The sources of a git revision, for `sword diff --base REV`: the repository's tree at that revision extracted with
/// `git archive` into `.build/sword-diff/<commit>` beside the configuration, without touching the work tree, the
/// index or the current branch. The folder is named after the commit, so a second diff against the same base
/// extracts nothing and finds its indexes in the shared cache; the trees of other commits are removed.
package struct GitBase: Sendable {
  /// The folder holding the revision's tree.
  package var folder: String
  /// The revision's copy of the configuration file.
  package var configPath: String

  /// The tree of `revision` of the repository that holds `configPath`.
  package static func extract(revision: String, configPath: String) async throws(DiagnosticsError) -> GitBase {
    let environment = ProcessInfo.processInfo.environment
    guard let git = ProcessRunner.findExecutable(named: "git", environment: environment),
      let tar = ProcessRunner.findExecutable(named: "tar", environment: environment)
    else { throw failure("git and tar are needed on PATH to read the base revision") }
    let configFolder = URL(fileURLWithPath: configPath).deletingLastPathComponent().path
    let top = try await output(git, ["-C", configFolder, "rev-parse", "--show-toplevel"], what: "find the git repository of \(configFolder)")
    let commit = try await output(git, ["-C", top, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], what: "find revision '\(revision)'")
    // The configuration's place in the repository (links resolved on both sides, as git reports the top).
    let resolvedConfig = FileSystemProbe.realPath(configPath) ?? configPath
    let resolvedTop = FileSystemProbe.realPath(top) ?? top
    guard resolvedConfig != resolvedTop, Paths.isInside(resolvedConfig, folder: resolvedTop) else {
      throw failure("\(configPath) is not inside the git repository \(top)")
    }
    let relativeConfig = Paths.relative(resolvedConfig, to: resolvedTop)

    // Inside the workspace, unless `.build` is a link that leads out of it: then a temporary folder.
    var extracts = configFolder + "/.build/sword-diff"
    if OutputWriter.outsideProblem(extracts + "/tree", boundary: configFolder) != nil {
      extracts = FileManager.default.temporaryDirectory.appendingPathComponent("sword-diff-\(getuid())").path
    }
    let folder = extracts + "/" + commit
    let base = GitBase(folder: folder, configPath: folder + "/tree/" + relativeConfig)
    let complete = folder + "/complete"
    if FileManager.default.fileExists(atPath: complete), FileManager.default.fileExists(atPath: base.configPath) {
      return base
    }
    for old in (try? FileManager.default.contentsOfDirectory(atPath: extracts)) ?? [] {
      try? FileManager.default.removeItem(atPath: extracts + "/" + old)
    }
    do {
      try FileManager.default.createDirectory(atPath: folder + "/tree", withIntermediateDirectories: true)
    } catch {
      throw failure("cannot create \(folder): \(error.localizedDescription)")
    }
    do {
      _ = try await output(git, ["-C", top, "archive", "--format=tar", "-o", folder + "/base.tar", commit], what: "read revision '\(revision)'")
      _ = try await output(tar, ["-xf", folder + "/base.tar", "-C", folder + "/tree"], what: "extract revision '\(revision)'")
      try? FileManager.default.removeItem(atPath: folder + "/base.tar")
    } catch {
      base.remove()
      throw error
    }
    guard FileManager.default.fileExists(atPath: base.configPath) else {
      base.remove()
      throw failure("revision '\(revision)' has no \(relativeConfig)")
    }
    _ = FileManager.default.createFile(atPath: complete, contents: Data())
    return base
  }

  /// Removes the extracted tree (after a failed extraction).
  package func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private static func output(_ executable: String, _ arguments: [String], what: String) async throws(DiagnosticsError) -> String {
    let result: ProcessRunner.Output
    do {
      result = try await ProcessRunner().run(executable, arguments: arguments)
    } catch {
      throw failure("cannot \(what): \(error)")
    }
    guard result.termination == .exited(0) else {
      let message = String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw failure("cannot \(what)" + (message.isEmpty ? "" : ": \(message)"))
    }
    return String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func failure(_ message: String) -> DiagnosticsError {
    DiagnosticsError(Diagnostic(.diffBaseUnavailable, message, at: nil))
  }
}
