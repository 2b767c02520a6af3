extension DiagnosticID {
  /// A module name (from SwiftPM, a package description file or an index file) that is not a Swift identifier and
  /// so cannot be imported by the generated code.
  public static let invalidModuleName = DiagnosticID("InvalidModuleName")

  /// A source file that uses Sword's attributes and is too large to parse on every run.
  public static let sourceTooLarge = DiagnosticID("SourceTooLarge")
}
