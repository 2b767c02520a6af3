import SwiftSyntax

/// Sword's attributes, recognised as written (`@Dependency`) or module-qualified (`@Sword.Dependency`): the one
/// reading of an attribute's name, for the macros and the generator's indexer alike.
public enum SwordAttribute: String, CaseIterable, Sendable {
  case component = "Component"
  case subcomponent = "Subcomponent"
  case dependency = "Dependency"
  case injected = "Injected"
  case assisted = "Assisted"
  case module = "Module"
  case provider = "Provider"
  case named = "Named"
  case intoArray = "IntoArray"
  case intoSet = "IntoSet"
  case intoMap = "IntoMap"

  /// The Sword attribute `attribute` names; `nil` for any other attribute.
  public init?(_ attribute: AttributeSyntax) {
    let type = attribute.attributeName
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      self.init(rawValue: identifier.name.text)
    } else if let member = type.as(MemberTypeSyntax.self),
      member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Sword"
    {
      self.init(rawValue: member.name.text)
    } else {
      return nil
    }
  }

  /// The first attribute of this kind in `attributes`.
  public func find(in attributes: AttributeListSyntax) -> AttributeSyntax? {
    for element in attributes {
      if let attribute = element.as(AttributeSyntax.self), SwordAttribute(attribute) == self { return attribute }
    }
    return nil
  }
}
