import SwordGenerator

/// Hands back prepared packages for `sword init` tests; a folder missing here fails like a describe would.
struct CannedInitPackageReader: InitPackageReading {
  var packages: [String: InitPackage]

  func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage {
    guard let package = packages[path] else {
      throw DiagnosticsError(Diagnostic(.describeFailed, "canned failure for '\(path)'", at: nil))
    }
    return package
  }

  /// The prepared value: it runs nothing.
  func readWithoutRunningManifest(packageAt path: String) -> InitPackage? { packages[path] }

  /// A package with these targets (`kind` per name) and local dependencies.
  static func package(
    _ name: String, at path: String, targets: [(String, DescribedTarget.Kind)], dependencies: [String] = [],
    products: [String] = []
  ) -> InitPackage {
    InitPackage(
      described: DescribedPackage(
        name: name, path: path,
        targets: targets.map { DescribedTarget(name: $0.0, kind: $0.1, path: "Sources/\($0.0)", sources: []) }),
      localDependencies: dependencies,
      productNames: products)
  }
}
