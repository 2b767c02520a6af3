/// Reads packages for `sword init`: ``SwiftPMInitPackageReader`` runs SwiftPM, tests hand back prepared values.
package protocol InitPackageReading: Sendable {
  /// The package in the absolute folder `path`; a failure throws diagnostics saying why.
  func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage
}
