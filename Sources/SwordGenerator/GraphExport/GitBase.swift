import Foundation

/// The sources of a git revision, for `sword diff --base REV`: the repository's tree at that revision extracted with
/// `git archive` into a ``WorkFolder`` beside the configuration (`.build/sword-diff/tree-XXXXXX`), without touching
/// the work tree, the index or the current branch.
///
/// Runs in one checkout take turns: each holds a lock on `.build/sword-diff/.lock` from extraction until it has read
/// the tree (``release()``), so one never removes the tree another is reading. A second diff against the same
/// commit reuses its tree (and finds its indexes in the shared cache); the trees of other commits are removed, and
/// only folders that are Sword's (see ``WorkFolder``) are ever removed. When `.build` is a link or not a folder,
/// the tree goes into a private temporary work folder of this run instead, removed at ``release()``.
package struct GitBase: Sendable {
  /// The folder holding the revision's tree.
  package var folder: String
  /// The revision's copy of the configuration file.
  package var configPath: String
  private let lease: Lease

  /// The parent of the trees, relative to the folder of `.sword.yml`.
  package static let treesFolder = ".build/sword-diff"
  /// The file in a tree's work folder that names the commit once its tree is whole.
  private static let completeFile = "commit"

  /// The tree of `revision` of the repository that holds `configPath`, held until ``release()``.
  package static func extract(
    revision: String, configPath: String, runner: ProcessRunner = ProcessRunner()
  ) async throws(DiagnosticsError) -> GitBase {
    func output(_ executable: String, _ arguments: [String], what: String) async throws(DiagnosticsError) -> String {
      try await Self.output(executable, arguments, what: what, runner: runner)
    }
    let environment = ProcessInfo.processInfo.environment
    guard let git = ProcessRunner.findExecutable(named: "git", environment: environment),
      let tar = ProcessRunner.findExecutable(named: "tar", environment: environment)
    else { throw failure("git and tar are needed on PATH to read the base revision") }
    let configFolder = URL(fileURLWithPath: configPath).deletingLastPathComponent().path
    let top = try await output(
      git, ["-C", configFolder, "rev-parse", "--show-toplevel"], what: "find the git repository of \(configFolder)")
    let commit = try await output(
      git, ["-C", top, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], what: "find revision '\(revision)'")
    // The configuration's place in the repository (links resolved on both sides, as git reports the top).
    let resolvedConfig = FileSystemProbe.realPath(configPath) ?? configPath
    let resolvedTop = FileSystemProbe.realPath(top) ?? top
    guard resolvedConfig != resolvedTop, Paths.isInside(resolvedConfig, folder: resolvedTop) else {
      throw failure("\(configPath) is not inside the git repository \(top)")
    }
    let relativeConfig = Paths.relative(resolvedConfig, to: resolvedTop)

    let lease = try await Lease.take(configFolder: configFolder)
    // Under the lock: a whole tree of this commit is reused, every other tree of Sword's removed.
    var reused: WorkFolder?
    for name in (try? FileManager.default.contentsOfDirectory(atPath: lease.trees)) ?? [] where name.hasPrefix("tree-")
    {
      guard let tree = WorkFolder.existing(lease.trees + "/" + name) else { continue }
      let recorded = FileReader.contents(tree.path + "/" + completeFile).map { String(decoding: $0, as: UTF8.self) }
      if reused == nil, recorded == commit + "\n" { reused = tree } else { tree.remove() }
    }
    if let reused {
      let base = GitBase(folder: reused.path, configPath: reused.path + "/tree/" + relativeConfig, lease: lease)
      if FileSystemProbe.isFile(base.configPath) { return base }
      reused.remove()
    }
    let tree: WorkFolder
    do {
      tree = try WorkFolder.make(in: lease.trees, prefix: "tree-")
    } catch {
      lease.end()
      throw failure("cannot make a folder for revision '\(revision)': \(error)")
    }
    let base = GitBase(folder: tree.path, configPath: tree.path + "/tree/" + relativeConfig, lease: lease)
    do throws(DiagnosticsError) {
      guard mkdir(tree.path + "/tree", 0o700) == 0 else {
        throw failure("cannot make \(tree.path)/tree: \(String(cString: strerror(errno)))")
      }
      _ = try await output(
        git, ["-C", top, "archive", "--format=tar", "-o", tree.path + "/base.tar", commit],
        what: "read revision '\(revision)'")
      _ = try await output(
        tar, ["-xf", tree.path + "/base.tar", "-C", tree.path + "/tree"], what: "extract revision '\(revision)'")
      unlink(tree.path + "/base.tar")
      guard FileSystemProbe.isFile(base.configPath) else {
        throw failure("revision '\(revision)' has no \(relativeConfig)")
      }
      guard case .success = AtomicFile.create(tree.path + "/" + completeFile, with: Data((commit + "\n").utf8)) else {
        throw failure("cannot record the revision's tree in \(tree.path)")
      }
    } catch {
      tree.remove()
      lease.end()
      throw error
    }
    return base
  }

  /// Ends this run's hold on the tree: another run may now reuse or remove it. A tree in a private temporary
  /// folder is removed now.
  package func release() {
    lease.end()
  }

  /// The lock a run holds on the folder of trees while it extracts and reads one, or the private folder of a run
  /// that could not use `.build`.
  private final class Lease: @unchecked Sendable {
    /// The folder the trees are made in.
    let trees: String
    private let lock = NSLock()
    private var descriptor: Int32
    private var privateFolder: WorkFolder?

    private init(trees: String, descriptor: Int32, privateFolder: WorkFolder?) {
      self.trees = trees
      self.descriptor = descriptor
      self.privateFolder = privateFolder
    }

    deinit { end() }

    static func take(configFolder: String) async throws(DiagnosticsError) -> Lease {
      let trees = Paths.join(configFolder, GitBase.treesFolder)
      guard WorkFolder.makeRealFolder(trees, below: configFolder) == nil else {
        // `.build` leads elsewhere (or is not a folder): a private folder of this run, which nobody else can use.
        do {
          let folder = try WorkFolder.make(in: FileManager.default.temporaryDirectory.path, prefix: "sword-diff-")
          return Lease(trees: folder.path, descriptor: -1, privateFolder: folder)
        } catch {
          throw GitBase.failure("cannot make a folder for the base revision: \(error)")
        }
      }
      let descriptor = open(trees + "/.lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw GitBase.failure("cannot lock \(trees)/.lock: \(String(cString: strerror(errno)))")
      }
      // Another `sword diff` in this checkout reads its tree: wait for it (cancellable, as the run is).
      while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        guard errno == EWOULDBLOCK || errno == EINTR, !Task.isCancelled else {
          close(descriptor)
          throw GitBase.failure("cannot lock \(trees)/.lock: \(String(cString: strerror(errno)))")
        }
        try? await Task.sleep(nanoseconds: 50_000_000)
      }
      return Lease(trees: trees, descriptor: descriptor, privateFolder: nil)
    }

    func end() {
      lock.withLock {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        privateFolder?.remove()
        privateFolder = nil
      }
    }
  }

  private static func output(
    _ executable: String, _ arguments: [String], what: String, runner: ProcessRunner
  ) async throws(DiagnosticsError) -> String {
    let result: ProcessRunner.Output
    do {
      result = try await runner.run(executable, arguments: arguments)
    } catch {
      throw failure("cannot \(what): \(error)")
    }
    if case .timedOut = result.termination {
      throw failure("cannot \(what): \(executable) \(result.termination) (raise the limit with --process-timeout)")
    }
    guard result.termination == .exited(0) else {
      let message = String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw failure("cannot \(what)" + (message.isEmpty ? "" : ": \(message)"))
    }
    return String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  fileprivate static func failure(_ message: String) -> DiagnosticsError {
    DiagnosticsError(Diagnostic(.diffBaseUnavailable, message, at: nil))
  }
}
