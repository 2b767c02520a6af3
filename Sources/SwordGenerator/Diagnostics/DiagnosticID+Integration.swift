/// Identifiers for the ways Sword runs inside other tools: precomputed package descriptions, build-system index
/// files and `sword init`.
extension DiagnosticID {
  /// A `--package-description` file that cannot be read or is not the expected JSON.
  package static let descriptionUnreadable = DiagnosticID("DescriptionUnreadable")
  /// A package that `.sword.yml` names but the `--package-description` file does not describe.
  package static let descriptionMissing = DiagnosticID("DescriptionMissing")
  /// An index file (`sword index` output) that cannot be read or decoded.
  package static let indexUnreadable = DiagnosticID("IndexUnreadable")
  /// An index file written by a Sword with another index format; it must be indexed again.
  package static let indexVersionMismatch = DiagnosticID("IndexVersionMismatch")
  /// Two index files for the same module.
  package static let duplicateIndex = DiagnosticID("DuplicateIndex")
  /// `sword init` found an existing `.sword.yml` and left it alone.
  package static let initConfigExists = DiagnosticID("InitConfigExists")
  /// `sword init` could not work out the root package (no manifest, no usable target, a named target missing).
  package static let initNoRoot = DiagnosticID("InitNoRoot")
}
