extension DescribedTarget {
  /// A target's `type` in `swift package describe`; unknown future kinds decode too and are kept verbatim.
  ///
  /// ```swift
  /// DescribedTarget.Kind(rawValue: "macro") == .macro  // true
  /// ```
  package struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The word SwiftPM prints.
    package var rawValue: String
    /// A kind from the word SwiftPM prints.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// Decodes the bare string SwiftPM prints.
    package init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the bare string, as SwiftPM prints it.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// The word itself.
    package var description: String { rawValue }

    /// `.target(...)`.
    package static let library = Kind(rawValue: "library")
    /// `.executableTarget(...)`.
    package static let executable = Kind(rawValue: "executable")
    /// `.testTarget(...)`.
    package static let test = Kind(rawValue: "test")
    /// `.macro(...)`.
    package static let macro = Kind(rawValue: "macro")
    /// `.plugin(...)`.
    package static let plugin = Kind(rawValue: "plugin")
    /// `.systemLibrary(...)`.
    package static let systemLibrary = Kind(rawValue: "system-target")
    /// `.binaryTarget(...)`.
    package static let binary = Kind(rawValue: "binary")
    /// A file under `Snippets/`.
    package static let snippet = Kind(rawValue: "snippet")

    /// True for the kinds whose declarations can take part in the graph: libraries and executables.
    package var canTakePart: Bool { self == .library || self == .executable }
  }
}
