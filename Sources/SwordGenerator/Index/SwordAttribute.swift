import SwiftSyntax

/// The Sword attributes the indexer reads, recognised as written (`@Dependency`) or module-qualified
/// (`@Sword.Dependency`).
enum SwordAttribute: String, CaseIterable {
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

  /// The bytes whose presence makes a file worth parsing: a file without any of them declares nothing for Sword.
  static let markers: [String] = [
    "@Component", "@Subcomponent", "@Dependency", "@Injected", "@Module", "@Provider", "@Sword.", "@Named", "@Into",
  ]

  init?(_ attribute: AttributeSyntax) {
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
  func find(in attributes: AttributeListSyntax) -> AttributeSyntax? {
    for element in attributes {
      if let attribute = element.as(AttributeSyntax.self), SwordAttribute(attribute) == self { return attribute }
    }
    return nil
  }

  /// Whether `attributes` holds `@MainActor` or `@_Concurrency.MainActor`. Compares tokens rather than each
  /// attribute's rendered text: it is asked for every type, extension and member indexed, and rendering makes a
  /// string each time.
  static func hasMainActor(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName else { return false }
      if let identifier = name.as(IdentifierTypeSyntax.self) {
        return identifier.name.text == "MainActor" && identifier.genericArgumentClause == nil
      }
      guard let member = name.as(MemberTypeSyntax.self), member.name.text == "MainActor",
        member.genericArgumentClause == nil, let base = member.baseType.as(IdentifierTypeSyntax.self)
      else { return false }
      return base.name.text == "_Concurrency" && base.genericArgumentClause == nil
    }
  }
}
