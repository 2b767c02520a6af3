/// How diagnostics are printed: `text` for people and editors, `json` (one object per line) for tools.
///
/// ```swift
/// DiagnosticFormat.json.render(diagnostic)
/// // {"id":"Sword/MissingBinding","severity":"error","message":"…","file":"…","line":7,"column":8,…}
/// ```
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// `path:line:col: error: [Sword/Id] message`, indented detail lines, then `note:` lines.
  case text
  /// One JSON object per diagnostic, on one line: see ``Diagnostic/jsonLine``.
  case json

  /// `diagnostic` in this format, without a trailing newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    switch self {
    case .text: diagnostic.rendered
    case .json: diagnostic.jsonLine
    }
  }
}
