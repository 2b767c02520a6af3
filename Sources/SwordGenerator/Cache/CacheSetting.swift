/// Where a run keeps what it can reuse next time: the per-target indexes and the packages' descriptions.
///
/// ```swift
/// var options = PipelineOptions(currentDirectory: "/repo")
/// options.cache = .besideConfiguration          // <folder of .sword.yml>/.build/sword-cache, what `sword` uses
/// options.cache = .directory("/tmp/sword-cache") // `sword --cache-dir /tmp/sword-cache`
/// options.cache = .disabled                     // `sword --no-cache`: every run is a cold run
/// ```
package enum CacheSetting: Hashable, Sendable {
  /// No cache: everything is described and parsed again.
  case disabled
  /// `.build/sword-cache` in the folder of `.sword.yml`.
  case besideConfiguration
  /// The given folder (relative to the current directory, or absolute).
  case directory(String)

  /// The default folder, relative to the folder of `.sword.yml`.
  package static let defaultFolder = ".build/sword-cache"

  /// The absolute folder of the cache, or `nil` when disabled. The default folder is not used when it leads out
  /// of the workspace through a symbolic link (a `.build` linked elsewhere): the run goes on without a cache rather
  /// than write outside the folder of `.sword.yml`. A folder given with `--cache-dir` is the user's choice.
  package func folder(workspaceRoot: String, currentDirectory: String) -> String? {
    switch self {
    case .disabled: return nil
    case .besideConfiguration:
      let folder = Paths.join(workspaceRoot, Self.defaultFolder)
      return FileSystemProbe.outsideProblem(folder + "/entry", boundary: workspaceRoot) == nil ? folder : nil
    case .directory(let path): return Paths.join(currentDirectory, path)
    }
  }
}
