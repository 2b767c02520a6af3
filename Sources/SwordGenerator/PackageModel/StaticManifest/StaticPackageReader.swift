import Foundation
import SwiftParser

/// Reads a package without compiling its manifest: what `swift package describe` would print for a declarative
/// `Package.swift` (tools version 5.3 to 6.3, the calls in ``ManifestSignatures``; the version-specific manifest
/// SwiftPM would choose, ``ManifestChoice``), from the manifest evaluated
/// with SwiftParser (``ManifestEvaluator``) and the target folders listed by SwiftPM's rules
/// (``TargetFolderResolver``, ``TargetSourceLister``). SwiftPM's checks are repeated, so that a package SwiftPM
/// would refuse is never read: for anything the reader does not model or cannot prove SwiftPM would accept, the
/// answer is a ``ManifestFallback`` saying what and where, and the package goes to SwiftPM.
///
/// A package read this way is by construction free of environment and file reads: the reader evaluates no call
/// but PackageDescription's factories. `StaticReadingEquivalenceTests` compare its answers with SwiftPM's.
///
/// ```swift
/// switch StaticPackageReader().read(packageAt: "/repo/Packages/Core") {
/// case .success(let description): description.targets.map(\.name)
/// case .failure(let fallback): print("described by SwiftPM: \(fallback)")
/// }
/// ```
package struct StaticPackageReader: Sendable {
  /// The newest tools version the toolchain supports, needed only for a manifest that declares one newer than 6.2
  /// (every toolchain Sword runs with supports 6.2); `nil` when not known, and such a manifest's fallback then
  /// says so (``ManifestFallback/needsToolchainVersion``).
  package var toolchainToolsVersion: ToolsVersion?
  /// The environment a manifest's `Context.environment[…]` or `ProcessInfo` reads: this process's, which
  /// `swift package describe` would inherit.
  package var environment: [String: String]

  package init(
    toolchainToolsVersion: ToolsVersion? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.toolchainToolsVersion = toolchainToolsVersion
    self.environment = environment
  }

  /// The description of the package in the absolute folder `path`, or why it is left to SwiftPM.
  package func read(packageAt path: String) -> Result<DescribedPackage, ManifestFallback> {
    readWithLocalDependencies(packageAt: path).map(\.description)
  }

  /// The description of the package in `path` and the absolute folders of its `.package(path:)` dependencies in
  /// manifest order (what `sword init` follows), from one evaluation of the manifest.
  package func readWithLocalDependencies(packageAt path: String)
    -> Result<(description: DescribedPackage, localDependencies: [String]), ManifestFallback>
  {
    do throws(ManifestFallback) {
      return .success(try describe(packageAt: Paths.standardized(path)))
    } catch {
      return .failure(error)
    }
  }

  private func describe(packageAt path: String) throws(ManifestFallback)
    -> (description: DescribedPackage, localDependencies: [String])
  {
    guard let entries = PackageFolder.entries(of: path) else {
      throw ManifestFallback("the package folder cannot be read")
    }
    let manifestPath =
      path + "/" + (try ManifestChoice.choose(among: entries, in: path, current: toolchainToolsVersion))
    if entries.contains("module.modulemap") { throw ManifestFallback("a system library package (module.modulemap)") }
    guard let data = FileReader.contents(manifestPath), let text = String(validating: data, as: UTF8.self),
      !text.isEmpty
    else { throw ManifestFallback("no readable \(Paths.relative(manifestPath, to: path))") }
    let toolsVersion = try Self.toolsVersion(of: text, file: manifestPath, toolchain: toolchainToolsVersion)
    var evaluator = ManifestEvaluator(file: manifestPath, toolsVersion: toolsVersion)
    evaluator.toolchain = toolchainToolsVersion
    evaluator.environment = environment
    let package = try evaluator.evaluate(Parser.parse(source: text))
    let declared = try DeclaredPackage(manifest: package, packagePath: path, toolsVersion: toolsVersion)
    try ManifestChecks(package: declared).check()
    let targets = try describeTargets(of: declared, in: path)
    let description = DescribedPackage(
      name: declared.name, path: FileSystemProbe.realPath(path) ?? path, targets: targets,
      products: Self.products(of: declared, targets: targets))
    return (description, declared.localDependencyPaths.map { Paths.join(path, $0) })
  }

  /// The manifest's tools version, when the reader reads that version and the toolchain supports it.
  static func toolsVersion(
    of text: String, file: String, toolchain: ToolsVersion?
  ) throws(ManifestFallback) -> ToolsVersion {
    let firstLine = SourceLocation(file: file, line: 1, column: 1)
    guard let version = ToolsVersion(manifest: text) else {
      throw ManifestFallback("a first line that is not a plain `// swift-tools-version: X.Y`", at: firstLine)
    }
    guard version >= .oldestRead else {
      throw ManifestFallback(
        "tools version \(version) (Sword reads \(ToolsVersion.oldestRead) and later)", at: firstLine)
    }
    // Before 5.4 SwiftPM takes only `// swift-tools-version:X.Y`: one space after `//`, none after the colon.
    if version < .v5_4, !text.hasPrefix("// swift-tools-version:\(version)") {
      throw ManifestFallback(
        "a first line that is not a plain `// swift-tools-version:\(version)`, which tools \(version) requires",
        at: firstLine)
    }
    guard version <= .newestRead else {
      throw ManifestFallback("tools version \(version) (Sword reads up to \(ToolsVersion.newestRead))", at: firstLine)
    }
    if version > .alwaysSupported {
      guard let toolchain else {
        var fallback = ManifestFallback(
          "tools version \(version), newer than Swift \(ToolsVersion.alwaysSupported)", at: firstLine)
        fallback.needsToolchainVersion = true
        throw fallback
      }
      guard version <= toolchain else {
        throw ManifestFallback("tools version \(version), newer than this toolchain's \(toolchain)", at: firstLine)
      }
    }
    return version
  }

  /// Each target's folder, sources, kind and dependencies, in SwiftPM's order (by name, descending).
  private func describeTargets(of package: DeclaredPackage, in path: String) throws(ManifestFallback)
    -> [DescribedTarget]
  {
    let resolver = TargetFolderResolver(packagePath: path, targets: package.targets, toolsVersion: package.toolsVersion)
    let lister = TargetSourceLister(
      packagePath: path, toolsVersion: package.toolsVersion, defaultLocalization: package.defaultLocalization)
    let names = Set(package.targets.map(\.name))
    var claimed: [String: String] = [:]
    var described: [DescribedTarget] = []
    for target in package.targets {
      switch target.kind {
      case .system:
        described.append(try Self.describeSystemLibrary(target, resolver: resolver, packagePath: path))
        continue
      case .binary:
        described.append(try Self.describeBinary(target))
        continue
      default: break
      }
      let folder = try resolver.folder(of: target)
      let listing = try lister.sources(of: target, in: folder)
      let sources = listing.sources
      for source in sources {
        let absolute = Paths.join(Paths.join(path, folder), source)
        if let other = claimed.updateValue(target.name, forKey: absolute) {
          throw ManifestFallback(
            "'\(Paths.relative(absolute, to: path))' belongs to both '\(other)' and '\(target.name)'",
            at: target.location)
        }
      }
      var targetDependencies: [String] = []
      var productDependencies: [String] = []
      for (index, dependency) in target.dependencies.enumerated()
      where !target.traitDisabledDependencies.contains(index) {
        switch dependency {
        case .target(let name): targetDependencies.append(name)
        case .product(let name, _): productDependencies.append(name)
        case .byName(let name):
          if names.contains(name) { targetDependencies.append(name) } else { productDependencies.append(name) }
        }
      }
      productDependencies += target.pluginUsages.map(\.name)
      var result = DescribedTarget(
        name: target.name, kind: Self.kind(of: target, sources: sources),
        moduleType: target.kind == .plugin ? "PluginTarget" : listing.isCFamily ? "ClangTarget" : "SwiftTarget",
        path: folder, sources: sources,
        targetDependencies: targetDependencies, productDependencies: productDependencies)
      result.isMainActorByDefault = target.isMainActorByDefault
      result.importsInternalByDefault = target.importsInternalByDefault
      described.append(result)
    }
    try ManifestChecks.checkProductKinds(
      package.products, targets: described, toolsVersion: package.toolsVersion, location: package.location)
    described.sort { $0.name > $1.name }
    guard PackageFolder.isDirectory(Paths.join(path, "Snippets")) else { return described }
    // Snippets come after the targets and depend on each library target a product holds.
    let inProducts = Set(package.products.flatMap(\.targets))
    let libraries = described.filter { $0.kind == .library && inProducts.contains($0.name) }.map(\.name)
    let taken = Set(described.map(\.name) + package.products.map(\.name))
    return described + (try Self.snippets(in: path, libraries: libraries, taken: taken))
  }

  /// The products SwiftPM describes (`PackageBuilder.constructProducts`, less test products): the declared ones
  /// (the first of a name), then an implicit one per executable target no declared executable product holds and no
  /// product is named after, then one per snippet, then one per macro target, each in the targets' order. A package
  /// with test targets has the implicit test product `<name>PackageTests` first, which a declared product of that
  /// name then loses to.
  private static func products(of package: DeclaredPackage, targets: [DescribedTarget]) -> [DescribedProduct] {
    var products: [DescribedProduct] = []
    var names: Set<String> = targets.contains { $0.kind == .test } ? [package.name + "PackageTests"] : []
    func append(_ product: DescribedProduct) {
      if names.insert(product.name).inserted { products.append(product) }
    }
    for product in package.products { append(DescribedProduct(name: product.name, targets: product.targets)) }
    let inExecutableProducts = Set(package.products.filter { $0.kind == "executable" }.flatMap(\.targets))
    let declaredNames = names
    for target in targets where target.kind == .executable {
      guard !inExecutableProducts.contains(target.name), !declaredNames.contains(target.name) else { continue }
      append(DescribedProduct(name: target.name, targets: [target.name]))
    }
    for target in targets where target.kind == .snippet {
      append(DescribedProduct(name: target.name, targets: [target.name]))
    }
    for target in targets where target.kind == .macro {
      append(DescribedProduct(name: target.name, targets: [target.name]))
    }
    return products
  }

  /// What SwiftPM prints as the target's `type`: a `.target` with a `main` file is an executable.
  private static func kind(of target: DeclaredTarget, sources: [String]) -> DescribedTarget.Kind {
    switch target.kind {
    case .executable: return .executable
    case .test: return .test
    case .macro: return .macro
    case .plugin: return .plugin
    case .regular:
      return sources.contains(where: TargetSourceLister.isMainFile) ? .executable : .library
    case .system: return .systemLibrary
    case .binary: return .binary
    }
  }
}
