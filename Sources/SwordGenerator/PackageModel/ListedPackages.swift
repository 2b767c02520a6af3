/// The `local_packages` entries of a configuration by package folder (absolute and standardized, as the loader
/// describes it), gathered once: finding the entries of one described package is a lookup. Each description used
/// to pass over every entry, joining each path again, which is quadratic in the number of packages (at 2,000 the
/// largest part of the describe stage).
///
/// ```swift
/// let listed = ListedPackages(configuration)
/// listed.entries(at: "/repo/Packages/Core")  // the entries whose `path:` names that folder, in file order
/// ```
package struct ListedPackages: Sendable {
  private let byFolder: [String: [Configuration.LocalPackage]]

  package init(_ configuration: Configuration) {
    var byFolder: [String: [Configuration.LocalPackage]] = [:]
    for package in configuration.localPackages {
      byFolder[Paths.join(configuration.workspaceRoot, package.path), default: []].append(package)
    }
    self.byFolder = byFolder
  }

  /// The entries naming the package folder `path`, in the order `.sword.yml` lists them.
  package func entries(at path: String) -> [Configuration.LocalPackage] {
    byFolder[path] ?? []
  }
}
