import PackagePlugin

/// Which modules the build-tool plugin indexes: the root target and, recursively, the Swift library and executable
/// targets it depends on in the root package and in packages it depends on by path. Macro targets and what they
/// depend on are never entered (their code runs in the compiler, not in the app), and neither is Sword's own
/// package nor any package from a repository or a registry.
enum SwordModuleCollector {
  /// The modules, the root first, each once.
  static func modules(from root: SwiftSourceModuleTarget, in package: Package) -> [SwiftSourceModuleTarget] {
    let indexable = indexableTargetIDs(from: package)
    var result: [SwiftSourceModuleTarget] = []
    var seen: Set<String> = []
    var pending: [any Target] = [root]
    while let target = pending.popLast() {
      guard seen.insert(target.id).inserted else { continue }
      guard let module = target as? SwiftSourceModuleTarget, target.id == root.id || indexable.contains(target.id)
      else { continue }
      switch module.kind {
      case .generic, .executable: break
      default: continue
      }
      result.append(module)
      for dependency in target.dependencies.reversed() {
        switch dependency {
        case .target(let next): pending.append(next)
        case .product(let product): pending += product.targets.reversed()
        @unknown default: continue
        }
      }
    }
    return result
  }

  /// The ids of the targets of the root package and of local packages, Sword's own package left out.
  private static func indexableTargetIDs(from root: Package) -> Set<String> {
    var ids: Set<String> = []
    var seenPackages: Set<String> = []
    var pending = [root]
    while let package = pending.popLast() {
      guard seenPackages.insert(package.id).inserted else { continue }
      let isSword =
        package.products.contains { $0.name == "Sword" }
        && package.targets.contains { $0.name == "SwordMacros" }
      if !isSword { ids.formUnion(package.targets.map(\.id)) }
      for dependency in package.dependencies {
        switch dependency.package.origin {
        case .root, .local: pending.append(dependency.package)
        default: continue
        }
      }
    }
    return ids
  }
}
