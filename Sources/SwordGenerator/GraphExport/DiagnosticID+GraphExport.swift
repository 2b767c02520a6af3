extension DiagnosticID {
  /// `sword graph --component X` names a component the graph does not have.
  public static let graphUnknownComponent = DiagnosticID("GraphUnknownComponent")
}

extension DiagnosticID {
  /// `sword diff --base REV`: not a git work tree, an unknown revision, or a base tree that cannot be extracted.
  public static let diffBaseUnavailable = DiagnosticID("DiffBaseUnavailable")
  /// `sword diff OLD NEW`: a file that cannot be read, or is not `sword graph --format json` output.
  public static let diffInputUnreadable = DiagnosticID("DiffInputUnreadable")
}
