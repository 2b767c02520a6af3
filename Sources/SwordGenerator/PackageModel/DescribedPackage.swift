import Foundation

/// The part of `swift package describe --type json` that Sword needs: the package, its targets and its products.
///
/// Every other field SwiftPM prints (dependencies, platforms…) is ignored, so newer SwiftPM versions that add
/// fields still decode.
///
/// ```swift
/// let package = try DescribedPackage.decode(json: Data(#"{"name":"Core","path":"/repo/Core","targets":[]}"#.utf8))
/// package.name  // "Core"
/// ```
package struct DescribedPackage: Codable, Hashable, Sendable {
  /// The package's name, from its manifest.
  package var name: String
  /// The package folder as SwiftPM saw it: absolute, with symbolic links resolved.
  package var path: String
  /// Its targets, in SwiftPM's order.
  package var targets: [DescribedTarget]
  /// The products it vends, each with its targets: what an Xcode project's package product dependencies name.
  /// Empty in a description that leaves them out.
  package var products: [DescribedProduct] = []

  /// A description made by hand (tests, precomputed descriptions).
  package init(name: String, path: String, targets: [DescribedTarget], products: [DescribedProduct] = []) {
    self.name = name
    self.path = path
    self.targets = targets
    self.products = products
  }

  enum CodingKeys: String, CodingKey {
    case name, path, targets, products
  }

  /// Decodes a description; `products` may be left out.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    path = try container.decode(String.self, forKey: .path)
    targets = try container.decode([DescribedTarget].self, forKey: .targets)
    products = try container.decodeIfPresent([DescribedProduct].self, forKey: .products) ?? []
  }

  /// Encodes the description, `products` only when there are some.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(path, forKey: .path)
    try container.encode(targets, forKey: .targets)
    if !products.isEmpty { try container.encode(products, forKey: .products) }
  }

  /// The target called `name`, if the package has one.
  package func target(named name: String) -> DescribedTarget? {
    targets.first { $0.name == name }
  }

  /// Decodes what `swift package describe --type json` printed.
  ///
  /// Anything before the first line that opens a JSON object and after the last `}` is skipped, so
  /// stray lines that a tool or manifest printed on standard output do not break decoding.
  package static func decode(json: Data) throws -> DescribedPackage {
    try JSONDecoder().decode(DescribedPackage.self, from: jsonObject(in: json))
  }

  /// The bytes from the first `{` that starts a line through the last `}`, or `data` itself when there are none.
  static func jsonObject(in data: Data) -> Data {
    let bytes = [UInt8](data)
    let openBrace = UInt8(ascii: "{")
    let newline = UInt8(ascii: "\n")
    let start = bytes.indices.first { bytes[$0] == openBrace && ($0 == 0 || bytes[$0 - 1] == newline) }
    let end = bytes.lastIndex(of: UInt8(ascii: "}"))
    guard let start, let end, start < end else { return data }
    return Data(bytes[start...end])
  }
}
