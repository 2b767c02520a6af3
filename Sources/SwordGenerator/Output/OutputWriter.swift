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
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).sword-\(ProcessInfo.processInfo.processIdentifier).tmp")
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

  private static func unwritable(_ path: String, _ reason: String) -> Diagnostic {
    Diagnostic(.outputUnwritable, "cannot write '\(path)': \(reason)", at: nil)
  }
}
