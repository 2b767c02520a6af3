import Foundation

/// What `sword init` needs to know about one package: its targets, which packages it depends on by path, and
/// whether it is Sword itself (which is never listed).
///
/// ```swift
/// let package = try InitPackage.decode(json: describeOutput)
/// package.localDependencies  // ["/repo/Packages/Core"]
/// ```
package struct InitPackage: Hashable, Sendable {
  /// The package as Sword's pipeline sees it.
  package var described: DescribedPackage
  /// The absolute folders of the packages it depends on with `.package(path:)`, in manifest order.
  package var localDependencies: [String]
  /// The names of the products it vends.
  package var productNames: [String]

  /// A package made from its parts.
  package init(described: DescribedPackage, localDependencies: [String] = [], productNames: [String] = []) {
    self.described = described
    self.localDependencies = localDependencies
    self.productNames = productNames
  }

  /// True for the Sword package itself: it vends the `Sword` library and holds a macro target.
  package var isSword: Bool {
    productNames.contains("Sword") && described.targets.contains { $0.kind == .macro }
  }

  /// Its Swift library targets, the ones that can declare components and dependencies, sorted by name.
  package var libraryTargets: [DescribedTarget] {
    described.targets.filter { $0.kind == .library && $0.isSwift }.sorted { $0.name < $1.name }
  }

  /// Its Swift executable targets, sorted by name.
  package var executableTargets: [DescribedTarget] {
    described.targets.filter { $0.kind == .executable && $0.isSwift }.sorted { $0.name < $1.name }
  }

  /// Decodes what `swift package describe --type json` printed.
  package static func decode(json: Data) throws -> InitPackage {
    let described = try DescribedPackage.decode(json: json)
    let extra = try JSONDecoder().decode(Extra.self, from: DescribedPackage.jsonObject(in: json))
    let local = (extra.dependencies ?? []).compactMap { $0.type == "fileSystem" ? $0.path : nil }
    return InitPackage(
      described: described, localDependencies: local, productNames: (extra.products ?? []).map(\.name))
  }

  /// The fields of `describe` that ``DescribedPackage`` leaves out.
  private struct Extra: Decodable {
    struct Dependency: Decodable {
      var type: String?
      var path: String?
    }
    struct Product: Decodable {
      var name: String
    }
    var dependencies: [Dependency]?
    var products: [Product]?
  }
}
