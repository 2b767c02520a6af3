/// Something that describes Swift packages: ``SwiftPMDescriber`` runs SwiftPM, tests hand back canned values.
///
/// ```swift
/// struct Canned: PackageDescribing {
///   var packages: [String: DescribedPackage]
///   func describe(packageAt path: String, reportingAt location: SourceLocation)
///     async throws(DiagnosticsError) -> DescribedPackage
///   {
///     packages[path]!
///   }
/// }
/// ```
package protocol PackageDescribing: Sendable {
  /// The description of the package in the absolute folder `path`.
  ///
  /// A failure throws diagnostics located at `location`, the place in `.sword.yml` that names the package.
  func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
}
