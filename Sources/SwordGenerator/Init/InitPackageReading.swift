/// Reads packages for `sword init`: ``SwiftPMInitPackageReader`` runs SwiftPM, tests hand back prepared values.
package protocol InitPackageReading: Sendable {
  /// The package in the absolute folder `path`; a failure throws diagnostics saying why.
  func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage
  /// The package in `path` read without running its manifest (a declarative one read statically), or `nil`: how
  /// `sword init` reads a package outside the folder it runs in, whose manifest it must not run.
  func readWithoutRunningManifest(packageAt path: String) -> InitPackage?
}

extension InitPackageReading {
  /// None can be read without running a manifest, by default.
  package func readWithoutRunningManifest(packageAt path: String) -> InitPackage? { nil }
}
