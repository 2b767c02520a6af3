extension DescribedTarget {
  /// A target's `type` in `swift package describe`; unknown future kinds decode too and are kept verbatim.
  ///
  /// ```swift
  /// DescribedTarget.Kind(rawValue: "macro") == .macro  // true
  /// ```
  public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The word SwiftPM prints.
    public var rawValue: String
    /// A kind from the word SwiftPM prints.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Decodes the bare string SwiftPM prints.
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the bare string, as SwiftPM prints it.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// The word itself.
    public var description: String { rawValue }

    /// `.target(...)`.
    public static let library = Kind(rawValue: "library")
    /// `.executableTarget(...)`.
    public static let executable = Kind(rawValue: "executable")
    /// `.testTarget(...)`.
    public static let test = Kind(rawValue: "test")
    /// `.macro(...)`.
    public static let macro = Kind(rawValue: "macro")
    /// `.plugin(...)`.
    public static let plugin = Kind(rawValue: "plugin")
    /// `.systemLibrary(...)`.
    public static let systemLibrary = Kind(rawValue: "system-target")
    /// `.binaryTarget(...)`.
    public static let binary = Kind(rawValue: "binary")
    /// A file under `Snippets/`.
    public static let snippet = Kind(rawValue: "snippet")

    /// True for the kinds whose declarations can take part in the graph: libraries and executables.
    public var canTakePart: Bool { self == .library || self == .executable }
  }
}
