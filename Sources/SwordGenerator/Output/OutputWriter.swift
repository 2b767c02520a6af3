import Foundation

/// Writes generated files only when their bytes change, atomically: the new bytes go to a temporary file in the
/// same folder, which is then renamed over the old file, so a reader (or a crash) sees the old file or the new one,
/// never a mix.
public enum OutputWriter {
  /// What writing did.
  public enum Outcome: Equatable, Sendable {
    case written
    case unchanged
  }

  public static func write(_ file: GeneratedFile) throws(DiagnosticsError) -> Outcome {
    let data = Data(file.contents.utf8)
    if FileManager.default.contents(atPath: file.path) == data { return .unchanged }
    let url = URL(fileURLWithPath: file.path)
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent).sword-"
    removeLeftovers(in: folder, prefix: prefix)
    let temporary = folder.appendingPathComponent("\(prefix)\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw DiagnosticsError(unwritable(file.path, reason))
      }
    } catch let error as DiagnosticsError {
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw DiagnosticsError(unwritable(file.path, error.localizedDescription))
    }
    return .written
  }

  /// Temporary files of runs that were killed before their rename (the process named in the file is gone);
  /// harmless, but not worth keeping. A temporary file of a run still going on is left alone.
  private static func removeLeftovers(in folder: URL, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)) else { continue }
      if kill(pid, 0) != 0, errno == ESRCH {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  private static func unwritable(_ path: String, _ reason: String) -> Diagnostic {
    Diagnostic(.outputUnwritable, "cannot write '\(path)': \(reason)", at: nil)
  }
}
