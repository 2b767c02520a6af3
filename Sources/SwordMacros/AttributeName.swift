import SwiftSyntax

/// Recognizes a Sword attribute by name, written plainly (`@Injected`) or qualified (`@Sword.Injected`).
enum AttributeName {
  static func matches(_ attribute: AttributeSyntax, _ name: String) -> Bool {
    let type = attribute.attributeName
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == name
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.name.text == name && member.baseType.trimmedDescription == "Sword"
    }
    return false
  }

  /// Whether `attributes` holds `@name`.
  static func contains(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return matches(attribute, name)
    }
  }
}
