extension DiagnosticID {
  /// A module name (from SwiftPM, a package description file or an index file) that is not a Swift identifier and
  /// so cannot be imported by the generated code.
  public static let invalidModuleName = DiagnosticID("InvalidModuleName")
}
