extension DiagnosticID {
  /// `sword graph --component X` names a component the graph does not have.
  package static let graphUnknownComponent = DiagnosticID("GraphUnknownComponent")
}

extension DiagnosticID {
  /// `sword diff --base REV`: not a git work tree, an unknown revision, or a base tree that cannot be extracted.
  package static let diffBaseUnavailable = DiagnosticID("DiffBaseUnavailable")
  /// `sword diff OLD NEW`: a file that cannot be read, or is not `sword graph --format json` output.
  package static let diffInputUnreadable = DiagnosticID("DiffInputUnreadable")
}
