/// The count printed after the diagnostics of a run.
///
/// ```swift
/// DiagnosticSummary.count(diagnostics)  // "3 errors", "1 error, 2 warnings", "no problems"
/// DiagnosticSummary.failure(diagnostics) // "sword: 3 errors; nothing was written"
/// ```
package enum DiagnosticSummary {
  /// How many errors and warnings `diagnostics` hold, in words.
  package static func count(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    var parts: [String] = []
    if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
  }

  /// The last line of a run that found errors and wrote nothing.
  package static func failure(_ diagnostics: [Diagnostic]) -> String {
    "sword: \(count(diagnostics)); nothing was written"
  }
}
