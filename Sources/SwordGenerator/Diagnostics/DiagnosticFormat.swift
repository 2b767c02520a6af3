/// How `--diagnostics-format` prints problems.
///
/// `text` is for people and editors (standard error); `json`, `sarif` and `github` are for tools and go to standard
/// output: `json` one object per diagnostic per line, `sarif` one SARIF 2.1.0 log for the whole run (GitHub code
/// scanning and other viewers read it), `github` one workflow command per diagnostic, which GitHub Actions shows as
/// an annotation on the line of the pull request.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// `path:line:col: error: [Sword/Id] message`, indented detail lines, then `note:` lines.
  case text
  /// One JSON object per diagnostic, on one line: see ``Diagnostic/jsonLine``.
  case json
  /// One SARIF 2.1.0 log for every diagnostic of the run: see ``SARIFLog``.
  case sarif
  /// `::error file=…,line=…,col=…,title=Sword/Id::message`: see ``Diagnostic/githubCommand(relativeTo:)``.
  case github

  /// `diagnostic` in this format, without a trailing newline; for `sarif`, a log of that diagnostic alone.
  package func render(_ diagnostic: Diagnostic, relativeTo directory: String = "") -> String {
    switch self {
    case .text: diagnostic.rendered
    case .json: diagnostic.jsonLine
    case .sarif: SARIFLog.document([diagnostic], toolVersion: "", relativeTo: directory)
    case .github: diagnostic.githubCommand(relativeTo: directory)
    }
  }
}
