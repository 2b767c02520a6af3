extension DiagnosticID {
  /// `sword graph --component X` names a component the graph does not have.
  public static let graphUnknownComponent = DiagnosticID("GraphUnknownComponent")
}
