/// Reads a package for `sword init` the way `sword generate` describes it: a declarative `Package.swift` statically
/// (``StaticPackageReader``: its targets, products and `.package(path:)` dependencies from one evaluation), any
/// other through `fallback` (`swift package describe`). Asking SwiftPM for every package took a
/// process per package, and SwiftPM describing the root loads the manifest of every package the root depends on:
/// with 10,000 packages that one process ran past its time limit.
///
/// ```swift
/// let core = try await StaticInitPackageReader().read(packageAt: "/repo/Packages/Core")
/// core.localDependencies  // ["/repo/Packages/Base"], read without running SwiftPM
/// ```
package struct StaticInitPackageReader: InitPackageReading {
  /// Reads the manifests.
  package var reader: StaticPackageReader
  /// Reads what the static reader leaves (SwiftPM in a run of `sword init`).
  package var fallback: any InitPackageReading

  /// A reader that reads statically where it can and asks `fallback` for the rest.
  package init(fallback: any InitPackageReading = SwiftPMInitPackageReader(), reader: StaticPackageReader = .init()) {
    self.fallback = fallback
    self.reader = reader
  }

  package func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage {
    if let package = readStatically(packageAt: path) { return package }
    return try await fallback.read(packageAt: path)
  }

  /// Only a declarative manifest, read statically.
  package func readWithoutRunningManifest(packageAt path: String) -> InitPackage? { readStatically(packageAt: path) }

  /// The package in `path` read without SwiftPM, or `nil` when the static reader leaves it to SwiftPM.
  package func readStatically(packageAt path: String) -> InitPackage? {
    guard case .success(let (described, local)) = reader.readWithLocalDependencies(packageAt: path) else { return nil }
    return InitPackage(described: described, localDependencies: local, productNames: described.products.map(\.name))
  }
}
