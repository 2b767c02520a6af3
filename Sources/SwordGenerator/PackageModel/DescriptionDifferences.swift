/// Where two descriptions of one package differ, field by field, in words: what `sword verify-manifests` prints
/// and the equivalence tests assert is empty. Everything Sword reads of a description is compared, in order: the
/// name and folder (as SwiftPM prints it, links resolved), the targets and the products (each with its targets) in
/// SwiftPM's order, and each target's kind, module name and type, folder, sources, target and product dependencies
/// and default isolation.
///
/// ```swift
/// DescriptionDifferences.between(statically, swiftPM)
/// // ["target 'Core': sources: static reading [A.swift], SwiftPM [A.swift, B.swift]"]
/// ```
package enum DescriptionDifferences {
  package static func between(
    _ statically: DescribedPackage, _ swiftPM: DescribedPackage,
    names: (String, String) = ("static reading", "SwiftPM")
  ) -> [String] {
    var differences: [String] = []
    func compare<Value: Equatable>(_ what: String, _ left: Value, _ right: Value) {
      if left != right { differences.append("\(what): \(names.0) \(left), \(names.1) \(right)") }
    }
    compare("package name", statically.name, swiftPM.name)
    compare("package folder", statically.path, swiftPM.path)
    compare("targets", statically.targets.map(\.name), swiftPM.targets.map(\.name))
    compare(
      "products", statically.products.map { "\($0.name) \($0.targets)" },
      swiftPM.products.map { "\($0.name) \($0.targets)" })
    let others = Dictionary(swiftPM.targets.map { ($0.name, $0) }) { first, _ in first }
    for target in statically.targets {
      guard let other = others[target.name] else { continue }
      let prefix = "target '\(target.name)': "
      compare(prefix + "type", target.kind, other.kind)
      compare(prefix + "module name", target.c99name, other.c99name)
      compare(prefix + "module type", target.moduleType, other.moduleType)
      compare(prefix + "folder", target.path, other.path)
      compare(prefix + "sources", target.sources, other.sources)
      compare(prefix + "target dependencies", target.targetDependencies, other.targetDependencies)
      compare(prefix + "product dependencies", target.productDependencies, other.productDependencies)
      compare(prefix + "default MainActor isolation", target.isMainActorByDefault, other.isMainActorByDefault)
      compare(prefix + "InternalImportsByDefault", target.importsInternalByDefault, other.importsInternalByDefault)
    }
    return differences
  }
}
