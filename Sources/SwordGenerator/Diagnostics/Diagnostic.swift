import Foundation

/// One problem Sword found, with where it is, why, and what else is involved.
///
/// Every stage reports problems as values of this type; the CLI only prints them:
/// ```
/// /repo/Sources/App/LoginViewModel.swift:7:8: error: [Sword/MissingBinding] 'UserRepository' has no binding in AppComponent
///     UserRepository is injected at
///         [AppComponent] LoginViewModel.init(userRepository:)
/// /repo/Sources/Core/UserRepository.swift:3:14: note: 'UserRepository' is registered to 'LoginComponent'
/// ```
package struct Diagnostic: Hashable, Codable, Sendable {
  /// How serious a problem is.
  package enum Severity: String, Hashable, Codable, Sendable {
    case error
    case warning
  }

  /// A secondary place involved in the problem (`note:` lines).
  package struct Note: Hashable, Codable, Sendable {
    package var message: String
    package var location: SourceLocation?
    package init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  package var id: DiagnosticID
  package var severity: Severity
  package var message: String
  /// Where the problem is; `nil` only for problems with no file (a missing `swift` executable, say).
  package var location: SourceLocation?
  /// Indented lines printed right under the message: the request chain, SwiftPM's own output…
  package var detail: [String]
  package var notes: [Note]

  package init(
    _ id: DiagnosticID,
    _ message: String,
    at location: SourceLocation?,
    severity: Severity = .error,
    detail: [String] = [],
    notes: [Note] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.location = location
    self.detail = detail
    self.notes = notes
  }

  /// The diagnostic as compilers print it: `path:line:col: error: [Sword/Id] message`, then its detail and notes.
  ///
  /// Each diagnostic and note is one line: a line break inside a path or a message (a folder named with one) is
  /// written `\n`, so that tools reading `path:line:col:` lines are not misled, and every other control character
  /// is escaped too (see ``TerminalText``).
  package var rendered: String {
    var lines: [String] = []
    let prefix = location.map { "\($0): " } ?? "sword: "
    lines.append(Self.oneLine("\(prefix)\(severity.rawValue): [\(id)] \(message)"))
    for line in detail { lines.append("    " + Self.oneLine(line)) }
    for note in notes {
      let notePrefix = note.location.map { "\($0): " } ?? "sword: "
      lines.append(Self.oneLine("\(notePrefix)note: \(note.message)"))
    }
    return lines.joined(separator: "\n")
  }

  /// `text` on one line, every control character escaped.
  static func oneLine(_ text: String) -> String {
    TerminalText.escaped(text)
  }
}

extension Diagnostic: Comparable {
  /// Diagnostics sort by file, line and column, then by id and message, so output is stable.
  package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    let l = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
    let r = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
    if l != r { return l < r }
    if lhs.id != rhs.id { return lhs.id.rawValue < rhs.id.rawValue }
    return lhs.message < rhs.message
  }
}

/// Thrown by a stage that cannot go on; carries every problem that stage found.
package struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
  package var diagnostics: [Diagnostic]
  package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics.sorted() }
  package init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }
  package var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}
