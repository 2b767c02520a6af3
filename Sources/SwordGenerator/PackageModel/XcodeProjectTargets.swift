/// The targets an Xcode project root brings into the workspace: the app target (the root, its generated file left
/// out of its sources), the framework targets of the project it depends on, and the targets of local packages that
/// the products it uses reach, through the targets and products they depend on in turn (as the build-tool plugin
/// follows a SwiftPM target's dependencies). Sword's own package is never entered.
///
/// A product that does not name its package (Xcode writes none for a package added with "Add Local…") may come from
/// any local package of the project. Those are described in two rounds, so that Sword's own package, referenced by
/// path, is described only when no other package vends the product:
///
/// ```swift
/// var described = describe(XcodeProjectTargets.packagesToDescribe(root))  // all but what looks like Sword's
/// let rest = XcodeProjectTargets.packagesStillToDescribe(root, descriptions: described)  // empty when none is missing
/// described.merge(describe(rest)) { first, _ in first }
/// let (targets, warnings) = XcodeProjectTargets.targets(of: root, descriptions: described)
/// ```
enum XcodeProjectTargets {
  /// The local package folders to describe first: those whose products the project names, and, for a product that
  /// does not say which package vends it, every package of the project but one that looks like Sword's own.
  static func packagesToDescribe(_ root: XcodeProjectRoot) -> [(path: String, location: SourceLocation)] {
    var packages: [(path: String, location: SourceLocation)] = []
    var seen: Set<String> = []
    for product in root.products {
      let candidates =
        product.packagePath.map { path in
          [root.packages.first { $0.path == path }.map { ($0.path, $0.location) } ?? (path, product.location)]
        } ?? root.packages.filter { !looksLikeSword($0.path) }.map { ($0.path, $0.location) }
      for candidate in candidates where seen.insert(candidate.0).inserted { packages.append(candidate) }
    }
    return packages
  }

  /// The package folders still to describe once `descriptions` holds the first round: for each product that names
  /// no package and that no described package vends, its candidates not described yet (empty when none is missing).
  static func packagesStillToDescribe(
    _ root: XcodeProjectRoot, descriptions: [String: Result<DescribedPackage, DiagnosticsError>]
  ) -> [(path: String, location: SourceLocation)] {
    let candidates = Set(root.packages.map(\.path))
    let described = describedPackages(descriptions).filter { candidates.contains($0.path) }
    var packages: [(path: String, location: SourceLocation)] = []
    var seen: Set<String> = []
    for product in root.products where product.packagePath == nil {
      guard vendor(of: product.name, among: described) == nil else { continue }
      for package in root.packages where descriptions[package.path] == nil && seen.insert(package.path).inserted {
        packages.append((package.path, package.location))
      }
    }
    return packages
  }

  /// The project's targets and the package targets its products reach, with a warning for each product that no
  /// referenced local package vends (it may come from elsewhere in an Xcode workspace, which Sword does not read).
  static func targets(
    of root: XcodeProjectRoot, descriptions: [String: Result<DescribedPackage, DiagnosticsError>]
  ) -> (targets: [SwordTarget], warnings: [Diagnostic]) {
    var targets =
      [rootTarget(of: root)]
      + root.frameworks.map { framework in
        var target = SwordTarget(
          name: framework.name, moduleName: framework.moduleName, packagePath: root.projectPath,
          directory: framework.directory, sourceFiles: framework.sourceFiles, isRoot: false)
        target.isMainActorByDefault = framework.isMainActorByDefault
        target.importsInternalByDefault = framework.importsInternalByDefault
        return target
      }
    let described = describedPackages(descriptions)
    var warnings: [Diagnostic] = []
    var pending: [(path: String, target: String)] = []
    for product in root.products {
      let candidates = product.packagePath.map { [$0] } ?? root.packages.map(\.path)
      if let (path, names) = vendor(of: product.name, among: described.filter { candidates.contains($0.path) }) {
        pending += names.map { (path, $0) }
        continue
      }
      // A package that failed to describe was reported already; Sword's own products are no concern of the graph.
      let unknown = candidates.contains { path in
        switch descriptions[path] {
        case .success(let package)?:
          isSword(package) && (product.packagePath != nil || vendor(of: product.name, among: [(path, package)]) != nil)
        default: true
        }
      }
      if candidates.isEmpty || !unknown {
        warnings.append(
          Diagnostic(
            .xcodeProductMissing,
            "the project uses the package product '\(product.name)', which no local package it references vends; its "
              + "modules are not indexed (list its package under 'local_packages' if it is local)",
            at: product.location, severity: .warning))
      }
    }
    var seen: Set<String> = []
    while let (path, name) = pending.popLast() {
      guard seen.insert(path + "\u{0}" + name).inserted,
        let package = described.first(where: { $0.path == path })?.package,
        let target = package.target(named: name), target.kind.canTakePart, target.isSwift
      else { continue }
      targets.append(SwordTarget(described: target, packagePath: path, isRoot: false))
      pending += target.targetDependencies.map { (path, $0) }
      for product in target.productDependencies {
        if let (vendorPath, names) = vendor(of: product, among: described) { pending += names.map { (vendorPath, $0) } }
      }
    }
    return (targets, warnings)
  }

  /// The app target as the root: its generated file (and the file's parts) left out of its sources.
  static func rootTarget(of root: XcodeProjectRoot) -> SwordTarget {
    var target = SwordTarget(
      name: root.app.name, moduleName: root.app.moduleName, packagePath: root.projectPath,
      directory: root.app.directory,
      sourceFiles: root.app.sourceFiles.filter { !OutputParts.isPart($0, of: root.outputPath) }, isRoot: true)
    target.isMainActorByDefault = root.app.isMainActorByDefault
    target.importsInternalByDefault = root.app.importsInternalByDefault
    return target
  }

  /// The packages described successfully, Sword's own left out, in path order (the first vendor of a name wins).
  private static func describedPackages(
    _ descriptions: [String: Result<DescribedPackage, DiagnosticsError>]
  ) -> [(path: String, package: DescribedPackage)] {
    var described: [(path: String, package: DescribedPackage)] = []
    for (path, result) in descriptions.sorted(by: { $0.key < $1.key }) {
      if case .success(let package) = result, !isSword(package) { described.append((path, package)) }
    }
    return described
  }

  /// The package among `packages` that vends product `name`, and the product's targets. A description without
  /// products (written by hand, or by an older Sword) vends the target of the product's name, SwiftPM's usual layout.
  private static func vendor(
    of name: String, among packages: [(path: String, package: DescribedPackage)]
  ) -> (String, [String])? {
    for (path, package) in packages {
      if let product = package.products.first(where: { $0.name == name }) { return (path, product.targets) }
    }
    for (path, package) in packages where package.products.isEmpty && package.target(named: name) != nil {
      return (path, [name])
    }
    return nil
  }

  /// Whether the folder at `path` looks like Sword's own package (rockname/sword's or this one: both keep the macros
  /// in `Sources/SwordMacros` beside `Sources/Sword`), checked before describing so that it is described last. Only
  /// an order: ``isSword(_:)`` decides on the description.
  static func looksLikeSword(_ path: String) -> Bool {
    ["Sources/Sword", "Sources/SwordMacros"].allSatisfy {
      FileSystemProbe.entry(at: Paths.join(path, $0)) == .directory
    }
  }

  /// Sword itself: a package with a macro target that vends `Sword`.
  static func isSword(_ package: DescribedPackage) -> Bool {
    package.targets.contains { $0.kind == .macro }
      && (package.products.contains { $0.name == "Sword" } || package.target(named: "Sword") != nil)
  }
}
