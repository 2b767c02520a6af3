/// The rule for names Sword writes into Swift code as they are (module names in `import`, `.sword.yml`'s
/// `module`): the one place it is decided, for the configuration and the graph alike.
enum SwiftIdentifier {
  /// Whether `name` can be written as a Swift identifier without backticks (keywords aside).
  ///
  /// ```swift
  /// SwiftIdentifier.isValid("Core")  // true
  /// SwiftIdentifier.isValid("my-module")  // false
  /// ```
  static func isValid(_ name: String) -> Bool {
    // Nearly every name is ASCII, and is checked by its bytes; Unicode's tables decide for the rest. Every index
    // read from the disk has all its names checked (`IndexSpellingCheck`), so this runs for each of them.
    var isFirst = true
    for byte in name.utf8 {
      guard byte < 0x80 else { return isValidByScalars(name) }
      let isLetter = (0x61...0x7A).contains(byte | 0x20) || byte == UInt8(ascii: "_")
      guard isLetter || (!isFirst && (0x30...0x39).contains(byte)) else { return false }
      isFirst = false
    }
    return !isFirst
  }

  /// The rule by Unicode's properties: the first scalar `_` or XID_Start, the others XID_Continue.
  static func isValidByScalars(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
  }
}
