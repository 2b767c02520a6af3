/// A position in a file, 1-based, as compilers and editors print it.
///
/// ```swift
/// SourceLocation(file: "/repo/Sources/App/AppComponent.swift", line: 3, column: 14).description
/// // "/repo/Sources/App/AppComponent.swift:3:14"
/// ```
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path, as it should be printed (absolute, or relative to the working directory).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes as SwiftSyntax and libyaml do.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
