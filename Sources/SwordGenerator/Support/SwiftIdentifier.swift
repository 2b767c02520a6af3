/// The rule for names Sword writes into Swift code as they are (module names in `import`, `.sword.yml`'s
/// `module`): the one place it is decided, for the configuration and the graph alike.
enum SwiftIdentifier {
  /// Whether `name` can be written as a Swift identifier without backticks (keywords aside).
  ///
  /// ```swift
  /// SwiftIdentifier.isValid("Core")      // true
  /// SwiftIdentifier.isValid("my-module") // false
  /// ```
  static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
  }
}
