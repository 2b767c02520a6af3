/// One product of a ``DescribedPackage``, as `swift package describe --type json` prints it (its `type` left out).
///
/// ```json
/// { "name": "Features", "targets": ["Login", "Profile"] }
/// ```
package struct DescribedProduct: Codable, Hashable, Sendable {
  package var name: String
  /// The targets it is made of, by name.
  package var targets: [String]

  package init(name: String, targets: [String]) {
    self.name = name
    self.targets = targets
  }

  enum CodingKeys: String, CodingKey {
    case name, targets
  }
}
