import Foundation

/// A target's build settings in one build configuration (Debug, Release…), as Xcode layers them: the project's
/// `.xcconfig` file, the project's settings, the target's `.xcconfig` file, the target's settings, each level's
/// `$(inherited)` standing for the level below. Values are expanded (`$(TARGET_NAME)`, `${PRODUCT_NAME}`,
/// `$(PRODUCT_NAME:c99extidentifier)`); a setting nobody sets is empty, as in Xcode.
///
/// ```swift
/// let settings = XcodeBuildSettings(
///   levels: [["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)"]],
///   targetName: "App")
/// settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")  // ["DEBUG"]
/// ```
struct XcodeBuildSettings {
  /// The levels, lowest first: each a table of raw values (a string, or a list of strings).
  private let levels: [[String: Any]]
  private let targetName: String

  init(levels: [[String: Any]], targetName: String) {
    self.levels = levels
    self.targetName = targetName
  }

  /// The setting's value, expanded; `nil` when no level sets it.
  func value(_ name: String) -> String? {
    value(name, below: levels.count, depth: 0)
  }

  /// The setting as a whitespace-separated list (`SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG MOCKS"`).
  func list(_ name: String) -> [String] {
    (value(name) ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  private func value(_ name: String, below top: Int, depth: Int) -> String? {
    // A setting that names itself, directly or not, stops here.
    guard depth < 16 else { return nil }
    for level in stride(from: top - 1, through: 0, by: -1) {
      guard let raw = levels[level][name] else { continue }
      let text = (raw as? [Any])?.compactMap { $0 as? String }.joined(separator: " ") ?? (raw as? String ?? "")
      return expand(text, inherited: { value(name, below: level, depth: depth + 1) ?? "" }, depth: depth)
    }
    if name == "TARGET_NAME" { return targetName }
    if name == "PRODUCT_NAME" { return targetName }
    return nil
  }

  /// `text` with each `$(NAME)`, `${NAME}` and `$(NAME:operator)` replaced.
  private func expand(_ text: String, inherited: () -> String, depth: Int) -> String {
    guard text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
        result.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let close: Character = rest[afterDollar] == "(" ? ")" : "}"
      guard let end = rest[afterDollar...].firstIndex(of: close) else {
        result += rest[dollar...]
        rest = rest[rest.endIndex...]
        break
      }
      let reference = rest[rest.index(after: afterDollar)..<end]
      let parts = reference.split(separator: ":", maxSplits: 1)
      let name = parts.first.map(String.init) ?? ""
      var value = name == "inherited" ? inherited() : (self.value(name, below: levels.count, depth: depth + 1) ?? "")
      if parts.count == 2 { value = Self.apply(String(parts[1]), to: value) }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    result += rest
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// Xcode's module name for a product name (`c99extidentifier`): characters that cannot be in an identifier become
  /// `_`, and a leading digit gets one in front.
  static func identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
    return result
  }

  /// Xcode's value operators that a module name may go through.
  private static func apply(_ operation: String, to value: String) -> String {
    switch operation {
    case "c99extidentifier", "identifier": return identifier(value)
    case "rfc1034identifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    default: return value
    }
  }
}

/// The settings of an `.xcconfig` file: `NAME = value` lines, `//` comments, `#include "other.xcconfig"` (relative
/// to the including file, at most a few deep). Settings for a condition only (`NAME[sdk=iphoneos*] = …`) are left
/// out: they do not hold for every build.
enum XcodeConfigFile {
  static func settings(at path: String, depth: Int = 0) -> [String: Any] {
    guard depth < 8, let data = FileReader.contents(path) else { return [:] }
    var settings: [String: Any] = [:]
    for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      var line = Substring(raw)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#include") {
        let name = trimmed.dropFirst("#include".count).trimmingCharacters(in: .whitespaces.union(["?", "\""]))
        guard !name.isEmpty else { continue }
        settings.merge(Self.settings(at: Paths.join(Paths.parent(of: path), name), depth: depth + 1)) { _, new in new }
        continue
      }
      guard let equals = trimmed.firstIndex(of: "=") else { continue }
      let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, !name.contains("[") else { continue }
      var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      settings[name] = value
    }
    return settings
  }
}
