import SwiftParser

/// Reads a package for `sword init` the way `sword generate` describes it: a declarative `Package.swift` statically
/// (``StaticPackageReader`` for its targets and products, the same manifest evaluated for its `.package(path:)`
/// dependencies), any other through `fallback` (`swift package describe`). Asking SwiftPM for every package took a
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

  /// The package in `path` read without SwiftPM, or `nil` when the static reader leaves it to SwiftPM.
  package func readStatically(packageAt path: String) -> InitPackage? {
    guard case .success(let described) = reader.read(packageAt: path),
      let local = localDependencies(ofPackageAt: Paths.standardized(path))
    else { return nil }
    return InitPackage(described: described, localDependencies: local, productNames: described.products.map(\.name))
  }

  /// The absolute folders of the `.package(path:)` dependencies of the manifest SwiftPM would load from `folder`,
  /// in manifest order; `nil` when the manifest cannot be evaluated.
  private func localDependencies(ofPackageAt folder: String) -> [String]? {
    let toolchain = reader.toolchainToolsVersion
    guard let entries = PackageFolder.entries(of: folder),
      let name = try? ManifestChoice.choose(among: entries, in: folder, current: toolchain)
    else { return nil }
    let manifest = folder + "/" + name
    guard let data = FileReader.contents(manifest), let text = String(validating: data, as: UTF8.self),
      let version = try? StaticPackageReader.toolsVersion(of: text, file: manifest, toolchain: toolchain)
    else { return nil }
    var evaluator = ManifestEvaluator(file: manifest, toolsVersion: version)
    evaluator.toolchain = toolchain
    guard let package = try? evaluator.evaluate(Parser.parse(source: text)) else { return nil }
    return (package["dependencies"]?.array ?? []).compactMap { $0.call?["path"]?.string }.map {
      Paths.join(folder, $0)
    }
  }
}
