import Foundation

/// Finds `.sword.yml` the way git finds its repository: in the current folder, else in the nearest folder above it,
/// so that `sword check` works from anywhere inside a monorepo. A path given with `--config` is used as given.
///
/// ```swift
/// ConfigLocator.locate(explicit: nil, from: "/repo/Packages/Core/Sources")  // .success("/repo/.sword.yml")
/// ```
package enum ConfigLocator {
  /// The name looked for.
  package static let fileName = ".sword.yml"

  /// The configuration file to read: `explicit` when given, else the nearest `.sword.yml` at or above `directory`,
  /// or the diagnostic saying where Sword looked.
  package static func locate(explicit: String?, from directory: String) -> Result<String, DiagnosticsError> {
    if let explicit { return .success(explicit) }
    var folder = URL(fileURLWithPath: directory).standardizedFileURL
    var looked: [String] = []
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      looked.append(folder.path)
      if FileSystemProbe.isFile(candidate) { return .success(candidate) }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    let message =
      "no \(fileName) in '\(directory)' or any folder above it (looked in \(looked.count) folders, up to "
      + "'\(looked.last ?? "/")'); run sword inside the monorepo whose root holds \(fileName), or name the file "
      + "with --config PATH (`sword init` at the monorepo's root writes one)"
    return .failure(DiagnosticsError(Diagnostic(.configUnreadable, message, at: nil)))
  }
}
