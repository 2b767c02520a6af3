/// A position in a file, 1-based, as compilers and editors print it.
///
/// ```swift
/// SourceLocation(file: "/repo/Sources/App/AppComponent.swift", line: 3, column: 14).description
/// // "/repo/Sources/App/AppComponent.swift:3:14"
/// ```
package struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path, as it should be printed (absolute, or relative to the working directory).
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, counted in UTF-8 bytes as SwiftSyntax and libyaml do.
  package var column: Int

  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  package var description: String { "\(file):\(line):\(column)" }

  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
