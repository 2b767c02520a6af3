import Foundation

/// Reads the bytes of `.sword.yml`, never more than one byte past ``YAMLReader/maximumInputSize``.
enum ConfigFileReader {
  static func read(_ path: String) throws(DiagnosticsError) -> [UInt8] {
    // No more than one byte past the limit is read: enough for the reader to say the file is too large.
    switch FileReader.readPrefix(path, count: YAMLReader.maximumInputSize + 1) {
    case .success(let file):
      return [UInt8](file.data)
    case .failure(.missing):
      throw unreadable("no configuration file at '\(path)'; create one (see .sword.yml.example)")
    case .failure(.notRegular(let kind)):
      throw unreadable("'\(path)' is \(kind), not a configuration file")
    case .failure(let problem):
      throw unreadable("cannot read configuration file '\(path)': \(problem)")
    }
  }

  private static func unreadable(_ message: String) -> DiagnosticsError {
    DiagnosticsError(Diagnostic(.configUnreadable, message, at: nil))
  }
}
