import Foundation

/// The few things the plugins read from a `.sword.yml`, as lines: plugins cannot link libyaml, and what they read
/// here only decides their own work (whether to ask for test overrides, which folders' edits run them again). The
/// `sword` command reads the file properly.
///
/// This file lives in `Plugins/Shared` and is linked into each build-tool plugin's folder.
enum SwordConfigScan {
  /// Whether the file says `test_overrides: true` (also `yes` or `on`) at its top level.
  static func testOverrides(in file: URL) -> Bool {
    lines(of: file).contains { line in
      guard line.hasPrefix("test_overrides:") else { return false }
      return ["true", "yes", "on"].contains(value(after: "test_overrides:", in: Substring(line)).lowercased())
    }
  }

  /// The values of its `path:` keys (a local package's folder, `root`'s package folder), as written.
  static func paths(in file: URL) -> [String] {
    lines(of: file).compactMap { line in
      let text = line.drop { $0 == " " || $0 == "-" }
      guard text.hasPrefix("path:") else { return nil }
      let path = value(after: "path:", in: text)
      return path.isEmpty ? nil : path
    }
  }

  private static func lines(of file: URL) -> [String] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
  }

  /// The scalar after `key` on a line, without a trailing comment or quotes.
  private static func value(after key: String, in line: Substring) -> String {
    var text = line.dropFirst(key.count)
    if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
    return text.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\"'")))
  }
}
