/// Identifiers for the ways Sword runs inside other tools: precomputed package descriptions, build-system index
/// files and `sword init`.
extension DiagnosticID {
  /// A `--package-description` file that cannot be read or is not the expected JSON.
  public static let descriptionUnreadable = DiagnosticID("DescriptionUnreadable")
  /// A package that `.sword.yml` names but the `--package-description` file does not describe.
  public static let descriptionMissing = DiagnosticID("DescriptionMissing")
  /// An index file (`sword index` output) that cannot be read or decoded.
  public static let indexUnreadable = DiagnosticID("IndexUnreadable")
  /// An index file written by a Sword with another index format; it must be indexed again.
  public static let indexVersionMismatch = DiagnosticID("IndexVersionMismatch")
  /// Two index files for the same module.
  public static let duplicateIndex = DiagnosticID("DuplicateIndex")
  /// `sword init` found an existing `.sword.yml` and left it alone.
  public static let initConfigExists = DiagnosticID("InitConfigExists")
  /// `sword init` could not work out the root package (no manifest, no usable target, a named target missing).
  public static let initNoRoot = DiagnosticID("InitNoRoot")
}
