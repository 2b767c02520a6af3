/// The `// swift-tools-version:` a manifest declares on its first line: which PackageDescription API it is written
/// against, and so which calls exist and which layout rules SwiftPM applies.
///
/// ```swift
/// ToolsVersion(manifestFirstLine: "// swift-tools-version: 6.0")  // 6.0
/// ToolsVersion(manifestFirstLine: "// swift-tools-version:6.2.1")  // 6.2.1
/// ```
package struct ToolsVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  package var major: Int
  package var minor: Int
  package var patch: Int

  package init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// `5.9`, `6.0`, `6.2.1`: as SwiftPM prints it, the patch only when it is not 0.
  package var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

  package static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  // The names PackageDescription gives these versions (`.v5_9`), which manifests spell.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v4_0 = ToolsVersion(4, 0)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v4_2 = ToolsVersion(4, 2)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_0 = ToolsVersion(5, 0)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_2 = ToolsVersion(5, 2)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_3 = ToolsVersion(5, 3)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_4 = ToolsVersion(5, 4)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_5 = ToolsVersion(5, 5)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_6 = ToolsVersion(5, 6)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_7 = ToolsVersion(5, 7)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_8 = ToolsVersion(5, 8)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v5_9 = ToolsVersion(5, 9)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v6_0 = ToolsVersion(6, 0)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v6_1 = ToolsVersion(6, 1)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let v6_2 = ToolsVersion(6, 2)

  /// The oldest tools version the static reader reads, the oldest SwiftPM still loads: each factory and parameter
  /// carries the version that introduced it and, when a later one removed it, the version that did
  /// (``ManifestSignatures``: settings and platforms from 5.0, `.product(name:)` without a package before 5.2,
  /// conditions and resources from 5.3…), and the layout rules of each version are known to the reader — before
  /// 5.3 `.lproj` folders are skipped and `sources:` compiles only Swift files (``TargetSourceLister``), folders are
  /// taken whole before 5.6, libraries of executables allowed before 5.7 (``ManifestChecks``), a single target
  /// occupies `Sources/` from 5.9 (``TargetFolderResolver``).
  static let oldestRead = v4_0
  /// The newest tools version whose rules the static reader was checked against (SwiftPM 6.3). A newer one may
  /// change a rule, so its packages go to SwiftPM until the reader is checked again.
  static let newestRead = ToolsVersion(6, 3)
  /// The tools version every toolchain Sword runs with supports: Sword itself needs Swift 6.2.
  static let alwaysSupported = v6_2

  /// The version on the first line of a manifest, written in the one plain form the reader accepts:
  /// `//`, optional spaces or tabs, `swift-tools-version:`, optional spaces or tabs, then `MAJOR.MINOR` or
  /// `MAJOR.MINOR.PATCH` ending the line. `nil` for any other form (experimental features after a `;`, a misspelt
  /// label, leading blank lines, blanks after the version, which SwiftPM calls "misspelt or otherwise invalid"…),
  /// which SwiftPM is left to judge.
  package init?(manifestFirstLine line: Substring) {
    var rest = line[...]
    func dropBlanks() { rest = rest.drop { $0 == " " || $0 == "\t" } }
    guard rest.hasPrefix("//") else { return nil }
    rest = rest.dropFirst(2)
    dropBlanks()
    let label = "swift-tools-version:"
    guard rest.hasPrefix(label) else { return nil }
    rest = rest.dropFirst(label.count)
    dropBlanks()
    guard let (version, components) = Self.parse(rest), components >= 2 else { return nil }
    self = version
  }

  /// `6`, `5.9` or `6.0.1`, each part one to four ASCII digits: the version and how many parts were written
  /// (a manifest's first line, a `Package@swift-5.9.swift` name, `#if swift(>=5.9)`); `nil` for any other text.
  static func parse(_ text: Substring) -> (version: ToolsVersion, components: Int)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    let numbers = parts.compactMap { Int($0) }
    return (
      ToolsVersion(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0), parts.count
    )
  }

  /// The version declared by `manifest`'s first line (see ``init(manifestFirstLine:)``).
  package init?(manifest: String) {
    // `\r\n` is one Character: a line ends at any newline character.
    self.init(manifestFirstLine: manifest[..<(manifest.firstIndex(where: \.isNewline) ?? manifest.endIndex)])
  }
}
