import Foundation

/// Reads the bytes of `.sword.yml`, never more than one byte past ``YAMLReader/maximumInputSize``.
enum ConfigFileReader {
  static func read(_ path: String) throws(DiagnosticsError) -> [UInt8] {
    switch FileSystemProbe.entry(at: path) {
    case .missing:
      throw unreadable("no configuration file at '\(path)'; create one (see .sword.yml.example)")
    case .directory:
      throw unreadable("'\(path)' is a directory, not a configuration file")
    case .file:
      break
    }
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      let data = try handle.read(upToCount: YAMLReader.maximumInputSize + 1) ?? Data()
      return [UInt8](data)
    } catch {
      throw unreadable("cannot read configuration file '\(path)': \(error.localizedDescription)")
    }
  }

  private static func unreadable(_ message: String) -> DiagnosticsError {
    DiagnosticsError(Diagnostic(.configUnreadable, message, at: nil))
  }
}
