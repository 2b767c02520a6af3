/// The checks SwiftPM makes of a manifest and its targets before it describes a package (`ManifestValidator` and
/// `PackageBuilder`), made on what the static reader evaluated. A package that fails one is not an error here: it
/// goes to SwiftPM, which reports the problem in its own words.
struct ManifestChecks {
  let package: DeclaredPackage

  func check() throws(ManifestFallback) {
    var seen: Set<String> = []
    for target in package.targets {
      guard !target.name.isEmpty, target.name.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) else {
        throw ManifestFallback("the target name '\(target.name)' (Sword reads plain ASCII names)", at: target.location)
      }
      guard seen.insert(target.name).inserted else {
        throw ManifestFallback("two targets named '\(target.name)'", at: target.location)
      }
    }
    try checkProducts()
    try checkDependencies()
    try checkCycles()
  }

  private func checkProducts() throws(ManifestFallback) {
    let targets = Set(package.targets.map(\.name))
    for product in package.products {
      guard !product.name.isEmpty, !product.targets.isEmpty else {
        throw ManifestFallback("a product without a name or targets", at: product.location)
      }
      if let missing = product.targets.first(where: { !targets.contains($0) }) {
        throw ManifestFallback("product '\(product.name)' names the unknown target '\(missing)'", at: product.location)
      }
    }
  }

  /// Every `.product(name:package:)` and plugin names a declared package, every `.target(name:)` a target of this
  /// one, and only test targets depend on test targets.
  private func checkDependencies() throws(ManifestFallback) {
    let names = package.dependencyNames.map { $0.lowercased() }
    let packages = Set(names)
    guard packages.count == names.count else {
      throw ManifestFallback("two package dependencies with the same name", at: package.location)
    }
    let targets = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
    for target in package.targets {
      for dependency in target.dependencies {
        switch dependency {
        case .product(_, nil): break
        case .product(let name, let packageName?):
          guard packages.contains(packageName.lowercased()) else {
            throw ManifestFallback(
              "product '\(name)' of the undeclared package '\(packageName)' (target '\(target.name)')",
              at: target.location)
          }
        case .target(let name):
          guard targets[name] != nil else {
            throw ManifestFallback(
              "the unknown target '\(name)' (a dependency of '\(target.name)')", at: target.location)
          }
        case .byName: break
        }
        if case .product = dependency { continue }
        if target.kind != .test, let other = targets[dependency.name], other.kind == .test {
          throw ManifestFallback("'\(target.name)' depends on the test target '\(other.name)'", at: target.location)
        }
      }
      for usage in target.pluginUsages where !packages.contains(usage.package.lowercased()) {
        throw ManifestFallback(
          "plugin '\(usage.name)' of the undeclared package '\(usage.package)'", at: target.location)
      }
    }
  }

  /// Targets of this package that depend on each other in a cycle.
  private func checkCycles() throws(ManifestFallback) {
    let targets = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
    var state: [String: Bool] = [:]  // false: on the path being walked; true: done
    func visit(_ name: String) throws(ManifestFallback) {
      if let done = state[name] {
        guard done else {
          throw ManifestFallback("a cycle of target dependencies through '\(name)'", at: targets[name]?.location)
        }
        return
      }
      state[name] = false
      for dependency in targets[name]?.dependencies ?? [] {
        if case .product = dependency { continue }
        if targets[dependency.name] != nil { try visit(dependency.name) }
      }
      state[name] = true
    }
    for target in package.targets { try visit(target.name) }
  }

  /// The kinds of targets each product may hold, once targets have their kinds (a `.target` with a `main` file is
  /// an executable): a library holds no plugin and, from tools 5.7, no executable; an executable exactly one
  /// executable and no plugin; a plugin product only plugins.
  static func checkProductKinds(
    _ products: [DeclaredProduct], targets: [DescribedTarget], toolsVersion: ToolsVersion, location: SourceLocation
  ) throws(ManifestFallback) {
    let librariesRefuseExecutables = toolsVersion >= .v5_7
    let kinds = Dictionary(targets.map { ($0.name, $0.kind) }) { first, _ in first }
    for product in products {
      let members = product.targets.compactMap { kinds[$0] }
      let executables = members.filter { $0 == .executable }.count
      let plugins = members.filter { $0 == .plugin }.count
      let valid =
        switch product.kind {
        case "library": (executables == 0 || !librariesRefuseExecutables) && plugins == 0
        case "executable": executables == 1 && plugins == 0
        default: plugins == members.count && !members.isEmpty
        }
      guard valid else {
        throw ManifestFallback("the targets of the \(product.kind) product '\(product.name)'", at: product.location)
      }
    }
  }
}
